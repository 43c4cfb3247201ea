import type { Database } from "../database/prisma.ts";
import { hasLoneSurrogate, hasNul } from "../database/storableText.ts";
import type { SqlTx, Tx } from "../database/transaction.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { credit, debitUpTo } from "../wallet/wallet.ts";

/**
 * Invites (docs/product/community.md#invites; user data ic fc fg ft). Every player has an invite code (ic);
 * a new player may give one at sign-up, which links the friend to the inviter (fc counts them).
 * The inviter then earns three rewards per friend, each once, when the friend reaches it:
 * challenge reward 1 and 2 (the friend's 1st and 5th completed challenge: tokens, counted in ft)
 * and the purchase reward (the friend's first gem purchase with real money: gems, counted in fg).
 * A reward's flag on the Invite row is set by a guarded UPDATE in the transaction that pays it,
 * so it pays once, also when two of the friend's sessions or payments get there together.
 * The friend gets a welcome bonus of their own (FRIEND_BONUS) when the link is made, once.
 */
export const INVITE_REWARDS = {
  challenge1: { challenges: 1, tokens: 100 },
  challenge2: { challenges: 5, tokens: 250 },
  purchase: { gems: 50 },
} as const;

/** What a friend who signs up with an invite code gets, on top of the welcome gift: tokens, since gems are only for real money. */
export const FRIEND_BONUS = { tokens: 100 } as const;

export const INVITE_CODE_MAX_LENGTH = 32;

export class InviteError extends Error {}

/** The code as typed: case, spaces and dashes do not matter. */
export function normalizeInviteCode(raw: string): string {
  return raw.replace(/[\s-]/g, "").toUpperCase();
}

/** The inviter of a code (a signed-up player whose account is open), or an InviteError saying what is wrong. */
export async function findInviter(db: Database | Tx, raw: string): Promise<string> {
  const code = normalizeInviteCode(raw);
  if (code === "" || code.length > INVITE_CODE_MAX_LENGTH || hasNul(code) || hasLoneSurrogate(code)) {
    throw new InviteError("That invite code is not valid. Check it, or leave the field empty.");
  }
  const inviter = await db.player.findUnique({ where: { inviteCode: code }, select: { userId: true, closedAt: true, user: { select: { isAnonymous: true } } } });
  // Only accounts invite: friends show to signed-in players alone (docs/product/accounts.md#who-can-do-what), and a temporary user's
  // code would otherwise let it invite the account it is about to become.
  if (!inviter || inviter.closedAt || inviter.user.isAnonymous) throw new InviteError("We don't know that invite code. Check it, or leave the field empty.");
  return inviter.userId;
}

/**
 * Links a new player to the inviter of the code and pays the friend's bonus. A player has at most
 * one inviter (the Invite row's key) and cannot invite themselves; the inviter's count of accepted
 * invites (fc) rises once. The bonus is paid in the transaction that inserts the link, and only if
 * it did: the key makes a racing or repeated acceptance insert nothing, so the bonus pays once.
 * Returns whether the link was made.
 */
export async function acceptInvite(db: Database, inviteeId: string, code: string): Promise<boolean> {
  const inviterId = await findInviter(db, code);
  if (inviterId === inviteeId) throw new InviteError("That is your own invite code.");
  return db.$transaction(async (tx) => {
    const linked = await tx.$executeRaw`
      INSERT INTO "Invite" ("inviteeId", "inviterId") VALUES (${inviteeId}, ${inviterId}) ON CONFLICT DO NOTHING`;
    if (linked === 0) return false;
    await tx.$executeRaw`UPDATE "Player" SET "invitesAccepted" = "invitesAccepted" + 1 WHERE "userId" = ${inviterId}`;
    const inviter = await tx.player.findUnique({ where: { userId: inviterId }, select: { username: true } });
    await credit(tx, {
      userId: inviteeId,
      currency: "TOKENS",
      amount: FRIEND_BONUS.tokens,
      reason: `Invite bonus: joined with ${inviter?.username ?? "a friend"}'s code`,
      reference: `invite:${inviteeId}:friendBonus`,
    });
    return true;
  });
}

type RewardFlag = "challengeReward1" | "challengeReward2" | "purchaseReward";

/** Sets one reward flag of the friend's invite if not set yet; the inviter to pay, or null when there is none to pay. */
async function claimReward(tx: SqlTx, inviteeId: string, flag: RewardFlag): Promise<{ inviterId: string; name: string } | null> {
  const column = Prisma.raw(`"${flag}"`);
  // The row first, whatever its flags: a reward being taken back (takeBackPurchaseReward) is
  // settled before this claim reads them.
  await tx.$queryRaw`SELECT 1 FROM "Invite" WHERE "inviteeId" = ${inviteeId} FOR UPDATE`;
  const rows = await tx.$queryRaw<{ inviterId: string }[]>`
    UPDATE "Invite" SET ${column} = true WHERE "inviteeId" = ${inviteeId} AND NOT ${column} RETURNING "inviterId"`;
  const inviterId = rows[0]?.inviterId;
  if (!inviterId) return null;
  const [friend] = await tx.$queryRaw<{ username: string | null }[]>`SELECT username FROM "Player" WHERE "userId" = ${inviteeId}`;
  return { inviterId, name: friend?.username ?? "A friend" };
}

/**
 * Called in the transaction that counted a friend's completed challenge (api/challenges/): pays
 * the inviter challenge reward 1 and 2 once the friend has completed enough challenges.
 */
export async function rewardInviterForChallenges(tx: SqlTx, inviteeId: string): Promise<void> {
  const [friend] = await tx.$queryRaw<{ challengesCompleted: number }[]>`SELECT "challengesCompleted" FROM "Player" WHERE "userId" = ${inviteeId}`;
  if (!friend) return;
  const steps = [
    { flag: "challengeReward1", ...INVITE_REWARDS.challenge1 },
    { flag: "challengeReward2", ...INVITE_REWARDS.challenge2 },
  ] as const;
  for (const step of steps) {
    if (friend.challengesCompleted < step.challenges) continue;
    const claimed = await claimReward(tx, inviteeId, step.flag);
    if (!claimed) continue;
    await credit(tx, {
      userId: claimed.inviterId,
      currency: "TOKENS",
      amount: step.tokens,
      reason: `Invite reward: ${claimed.name} completed ${step.challenges === 1 ? "a challenge" : `${step.challenges} challenges`}`,
      reference: `invite:${inviteeId}:${step.flag}`,
    });
    await tx.$executeRaw`UPDATE "Player" SET "inviteTokens" = "inviteTokens" + ${step.tokens} WHERE "userId" = ${claimed.inviterId}`;
  }
}

/** Called in the transaction that credited a friend's bought gems (api/payments/): pays the purchase reward once. */
export async function rewardInviterForPurchase(tx: Tx, inviteeId: string): Promise<void> {
  const claimed = await claimReward(tx, inviteeId, "purchaseReward");
  if (!claimed) return;
  const { gems } = INVITE_REWARDS.purchase;
  await credit(tx, {
    userId: claimed.inviterId,
    currency: "GEMS",
    amount: gems,
    reason: `Invite reward: ${claimed.name} bought gems`,
    reference: `invite:${inviteeId}:purchaseReward`,
  });
  await tx.$executeRaw`UPDATE "Player" SET "inviteGems" = "inviteGems" + ${gems} WHERE "userId" = ${claimed.inviterId}`;
}

/**
 * Called in the transaction that reversed a friend's gem purchase in full (a refund or dispute,
 * api/payments/): a reversed purchase was no purchase. When no other purchase of the friend still
 * stands, the purchase reward is taken back (as much of it as the inviter's gems allow) and fg
 * goes down by it; the friend's next purchase earns it again.
 */
export async function takeBackPurchaseReward(tx: Tx, inviteeId: string, reversedOrderId: string): Promise<void> {
  const invites = await tx.$queryRaw<{ inviterId: string; purchaseReward: boolean }[]>`
    SELECT "inviterId", "purchaseReward" FROM "Invite" WHERE "inviteeId" = ${inviteeId} FOR UPDATE`;
  const invite = invites[0];
  if (!invite?.purchaseReward) return;
  const standing = await tx.$queryRaw<{ id: string }[]>`
    SELECT o.id FROM "PaymentOrder" o JOIN "PaymentCredit" c ON c."orderId" = o.id
     WHERE o."userId" = ${inviteeId} AND o.id <> ${reversedOrderId} AND o."reversedGems" < o.gems
     LIMIT 1`;
  if (standing.length > 0) return;
  await tx.$executeRaw`UPDATE "Invite" SET "purchaseReward" = false WHERE "inviteeId" = ${inviteeId}`;
  const friend = await tx.player.findUnique({ where: { userId: inviteeId }, select: { username: true } });
  const { gems } = INVITE_REWARDS.purchase;
  await debitUpTo(tx, {
    userId: invite.inviterId,
    currency: "GEMS",
    amount: gems,
    reason: `Invite reward taken back: ${friend?.username ?? "a friend"}'s gem purchase was reversed`,
    reference: `invite:${inviteeId}:purchaseReward`,
  });
  await tx.$executeRaw`UPDATE "Player" SET "inviteGems" = GREATEST("inviteGems" - ${gems}, 0) WHERE "userId" = ${invite.inviterId}`;
}
