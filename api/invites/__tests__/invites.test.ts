import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { createPortalEvents } from "../../events.ts";
import { attachProviderPayment, createOrder, fulfilPayment, reversePayment } from "../../payments/orders.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { publishedFor } from "../../__tests__/publishedEvents.ts";
import { findRunningBalanceBreaks } from "../../wallet/__tests__/runningBalance.ts";
import { acceptInvite, FRIEND_BONUS, INVITE_REWARDS, InviteError, rewardInviterForChallenges } from "../invites.ts";

const { app, database } = useTestApp();
const events = createPortalEvents();

const email = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.test`;

type UserData = { ic: string; fc: number; fg: number; ft: number; g: number; t: number };

async function account(inviteCode?: string) {
  const client = new HttpClient(app);
  const signUp = await client.json<{ user?: { id: string }; code?: string; message?: string }>("/api/auth/sign-up/email", {
    email: email("player"),
    password: "correct-horse-battery",
    name: "Player",
    ...(inviteCode === undefined ? {} : { inviteCode }),
  });
  return { client, signUp, userId: signUp.body.user?.id ?? "" };
}

async function userData(client: HttpClient): Promise<UserData> {
  const response = await client.json<UserData>("/api/user-data", { a: "g" });
  expect(response.status).toBe(200);
  return response.body;
}

async function inviterWithFriend() {
  const inviter = await account();
  const { ic } = await userData(inviter.client);
  const friend = await account(ic.toLowerCase());
  expect(friend.signUp.status).toBe(200);
  return { inviter, friend };
}

describe("signing up with an invite code", () => {
  test("links the friend to the inviter once; fc counts it and action i lists the friend with rewards pending", async () => {
    const { inviter, friend } = await inviterWithFriend();
    await friend.client.json("/graphql", { query: `mutation { updateProfile(input: { username: "Friend_${friend.userId.slice(0, 6)}" }) { __typename } }` });
    expect(await database.db.invite.findUnique({ where: { inviteeId: friend.userId } })).toMatchObject({ inviterId: inviter.userId });
    expect(await userData(inviter.client)).toMatchObject({ fc: 1, fg: 0, ft: 0 });
    const friends = await inviter.client.json<{ a: unknown[] }>("/api/user-data", { a: "i" });
    expect(friends.body).toEqual({ a: [{ un: `Friend_${friend.userId.slice(0, 6)}`, ui: 1, r1: false, r2: false, pr: false }] });
    // The friend has no friends of their own; a visitor gets the empty default.
    expect((await friend.client.json<{ a: unknown[] }>("/api/user-data", { a: "i" })).body).toEqual({ a: [] });
    expect((await new HttpClient(app).json<{ a: unknown[] }>("/api/user-data", { a: "i" })).body).toEqual({ a: [] });
  });

  test("an unknown code refuses the sign-up with a message, and no account is made", async () => {
    const address = email("unknown");
    const client = new HttpClient(app);
    const response = await client.json<{ code?: string; message?: string }>("/api/auth/sign-up/email", {
      email: address,
      password: "correct-horse-battery",
      name: "Player",
      inviteCode: "NOSUCHCODE",
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "INVITE_CODE", message: expect.stringContaining("invite code") });
    expect(await database.db.user.findUnique({ where: { email: address } })).toBeNull();
  });

  test("a temporary user's code is not an invite code", async () => {
    const temp = new HttpClient(app);
    const created = await temp.json<UserData>("/api/user-data", { a: "tp" });
    const friend = await account(created.body.ic);
    expect(friend.signUp.status).toBe(400);
  });

  test("signing up without a code links nobody", async () => {
    const { userId } = await account();
    expect(await database.db.invite.findUnique({ where: { inviteeId: userId } })).toBeNull();
  });
});

/** The friend's bonus rows in the whole ledger (reference invite:<friend>:friendBonus). */
async function friendBonusRows(friendId: string) {
  return database.db.ledgerEntry.findMany({ where: { reference: `invite:${friendId}:friendBonus` } });
}

describe("the friend's welcome bonus", () => {
  test("a friend who signs up with a code gets FRIEND_BONUS tokens once, on top of the welcome gift; the API tells its amount", async () => {
    const { inviter, friend } = await inviterWithFriend();
    const friendData = await userData(friend.client);
    expect(friendData.t).toBe(500 + FRIEND_BONUS.tokens);
    const rows = await friendBonusRows(friend.userId);
    expect(rows.map((row) => [row.userId, row.currency, row.delta, row.balanceAfter])).toEqual([[friend.userId, "TOKENS", FRIEND_BONUS.tokens, 500 + FRIEND_BONUS.tokens]]);
    // The bonus is the friend's own: the inviter's invite tokens (ft) do not count it.
    expect(await userData(inviter.client)).toMatchObject({ fc: 1, ft: 0 });
    expect(friendData).toMatchObject({ fc: 0, ft: 0 });
    const rewards = await new HttpClient(app).graphql<{ portal: { inviteRewards: { friendTokens: number } } }>("{ portal { inviteRewards { friendTokens } } }");
    expect(rewards.body.data?.portal.inviteRewards.friendTokens).toBe(FRIEND_BONUS.tokens);
    expect(await findRunningBalanceBreaks(database.db, [inviter.userId, friend.userId])).toEqual([]);
  });

  test("concurrent acceptances of one friend (two sign-up completions, a retry) link and pay once", async () => {
    const inviter = await account();
    const { ic } = await userData(inviter.client);
    const friend = await account();
    const attempts = await Promise.all(Array.from({ length: 6 }, () => acceptInvite(database.db, friend.userId, ic)));
    expect(attempts.filter(Boolean)).toHaveLength(1);
    expect(await acceptInvite(database.db, friend.userId, ic)).toBe(false);
    expect(await friendBonusRows(friend.userId)).toHaveLength(1);
    expect((await userData(friend.client)).t).toBe(500 + FRIEND_BONUS.tokens);
    expect((await userData(inviter.client)).fc).toBe(1);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect(await findRunningBalanceBreaks(database.db, [friend.userId])).toEqual([]);
  });

  test("the same sign-up sent several times at once makes one account, paid once", async () => {
    const inviter = await account();
    const { ic } = await userData(inviter.client);
    const address = email("racing-friend");
    const signUps = await Promise.all(
      Array.from({ length: 4 }, () =>
        new HttpClient(app).json<{ user?: { id: string } }>("/api/auth/sign-up/email", { email: address, password: "correct-horse-battery", name: "Player", inviteCode: ic }),
      ),
    );
    const made = signUps.filter((response) => response.status === 200);
    expect(made).toHaveLength(1);
    const friendId = made[0]?.body.user?.id ?? "";
    expect(await friendBonusRows(friendId)).toHaveLength(1);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: friendId } })).tokens).toBe(500 + FRIEND_BONUS.tokens);
    expect((await userData(inviter.client)).fc).toBe(1);
  });

  test("a player who already had an account, or gives their own code, gets nothing", async () => {
    const inviter = await account();
    const { ic } = await userData(inviter.client);
    // Their own code, directly: refused, nothing paid.
    await expect(acceptInvite(database.db, inviter.userId, ic)).rejects.toBeInstanceOf(InviteError);
    expect(await friendBonusRows(inviter.userId)).toHaveLength(0);

    // An existing player signs in from an invite link (the code comes along): no link, no bonus.
    const address = email("existing");
    const existing = new HttpClient(app);
    const signUp = await existing.signUp(address);
    const existingId = signUp.body.user?.id ?? "";
    expect((await existing.signOut()).status).toBe(200);
    const signIn = await existing.json("/api/auth/sign-in/email", { email: address, password: "correct-horse-battery", inviteCode: ic });
    expect(signIn.status).toBe(200);
    // Signing up again with the address (a late retry) is refused and pays nothing either.
    const again = await new HttpClient(app).json("/api/auth/sign-up/email", { email: address, password: "correct-horse-battery", name: "Player", inviteCode: ic });
    expect(again.status).not.toBe(200);
    expect(await database.db.invite.findUnique({ where: { inviteeId: existingId } })).toBeNull();
    expect(await friendBonusRows(existingId)).toHaveLength(0);
    expect((await userData(existing)).t).toBe(500);

    // A friend already linked to one inviter is not linked, nor paid, by another's code.
    const { friend } = await inviterWithFriend();
    expect(await acceptInvite(database.db, friend.userId, ic)).toBe(false);
    expect(await friendBonusRows(friend.userId)).toHaveLength(1);
    expect((await userData(inviter.client)).fc).toBe(0);
  });
});

describe("invite rewards", () => {
  test("challenge rewards 1 and 2 pay the inviter once each, also when the friend's completions race", async () => {
    const { inviter, friend } = await inviterWithFriend();
    const before = await userData(inviter.client);
    await database.db.player.update({ where: { userId: friend.userId }, data: { challengesCompleted: INVITE_REWARDS.challenge1.challenges } });
    await Promise.all(Array.from({ length: 4 }, () => database.db.$transaction((tx) => rewardInviterForChallenges(tx, friend.userId))));
    let after = await userData(inviter.client);
    expect(after.t - before.t).toBe(INVITE_REWARDS.challenge1.tokens);
    expect(after.ft).toBe(INVITE_REWARDS.challenge1.tokens);

    await database.db.player.update({ where: { userId: friend.userId }, data: { challengesCompleted: INVITE_REWARDS.challenge2.challenges + 3 } });
    await Promise.all(Array.from({ length: 4 }, () => database.db.$transaction((tx) => rewardInviterForChallenges(tx, friend.userId))));
    after = await userData(inviter.client);
    const both = INVITE_REWARDS.challenge1.tokens + INVITE_REWARDS.challenge2.tokens;
    expect(after.t - before.t).toBe(both);
    expect(after.ft).toBe(both);
    expect(await database.db.invite.findUniqueOrThrow({ where: { inviteeId: friend.userId } })).toMatchObject({ challengeReward1: true, challengeReward2: true, purchaseReward: false });
    expect(await findLedgerMismatches(database.db, inviter.userId)).toEqual([]);
  });

  test("the purchase reward pays once, when two of the friend's gem purchases are credited at the same moment", async () => {
    const { inviter, friend } = await inviterWithFriend();
    const before = await userData(inviter.client);
    const bundle = { count: 100, cost: 499, bonus: 0, img: "", popular: false, best: false };
    const payments = await Promise.all(
      [1, 2].map(async (n) => {
        const order = await createOrder(database.db, friend.userId, bundle, "STRIPE");
        const paymentId = `pi_invite_${n}_${randomUUID()}`;
        await attachProviderPayment(database.db, order.id, paymentId);
        return { provider: "STRIPE" as const, providerPaymentId: paymentId, amountCents: 499, currency: "usd" };
      }),
    );
    await Promise.all(payments.map((payment) => fulfilPayment({ db: database.db, events }, payment)));
    const after = await userData(inviter.client);
    expect(after.g - before.g).toBe(INVITE_REWARDS.purchase.gems);
    expect(after.fg).toBe(INVITE_REWARDS.purchase.gems);
    expect((await userData(friend.client)).g).toBe(100 + 2 * bundle.count); // welcome gift and both bundles
    const friends = await inviter.client.json<{ a: { pr: boolean }[] }>("/api/user-data", { a: "i" });
    expect(friends.body.a[0]?.pr).toBe(true);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  /** A credited gem purchase of the friend's, and how to refund it in full. */
  async function friendBuys(friendId: string) {
    const bundle = { count: 100, cost: 499, bonus: 0, img: "", popular: false, best: false };
    const order = await createOrder(database.db, friendId, bundle, "STRIPE");
    const providerPaymentId = `pi_invite_${randomUUID()}`;
    await attachProviderPayment(database.db, order.id, providerPaymentId);
    const payment = { provider: "STRIPE" as const, providerPaymentId, amountCents: 499, currency: "usd" };
    return {
      fulfil: () => fulfilPayment({ db: database.db, events }, payment),
      refund: () => reversePayment({ db: database.db, events }, { provider: "STRIPE", providerPaymentId, eventId: `evt_${randomUUID()}`, kind: "refund", amountCents: 499 }),
    };
  }

  test("a refunded purchase takes the purchase reward back, and the friend's next purchase earns it again", async () => {
    const { inviter, friend } = await inviterWithFriend();
    const friendsWallet = publishedFor(events, "walletChanged", friend.userId);
    const before = await userData(inviter.client);
    const first = await friendBuys(friend.userId);
    await first.fulfil();
    expect(await userData(inviter.client)).toMatchObject({ g: before.g + 50, fg: 50 });
    // Crediting a payment again changes nothing, and tells no open page.
    expect(await first.fulfil()).toMatchObject({ credited: false });
    expect(await friendsWallet.count()).toBe(1);
    // A partial refund leaves a purchase: the reward stays.
    const partial = await reversePayment({ db: database.db, events }, { provider: "STRIPE", providerPaymentId: (await database.db.paymentOrder.findFirstOrThrow({ where: { userId: friend.userId } })).providerPaymentId ?? "", eventId: `evt_${randomUUID()}`, kind: "refund", amountCents: 100 });
    expect(partial?.taken).toBeGreaterThan(0);
    expect(await userData(inviter.client)).toMatchObject({ g: before.g + 50, fg: 50 });
    await first.refund();
    expect(await userData(inviter.client)).toMatchObject({ g: before.g, fg: 0 });
    const friends = await inviter.client.json<{ a: { pr: boolean }[] }>("/api/user-data", { a: "i" });
    expect(friends.body.a[0]?.pr).toBe(false);
    const history = await database.db.ledgerEntry.findMany({ where: { userId: inviter.userId, reference: `invite:${friend.userId}:purchaseReward` }, orderBy: { id: "asc" } });
    expect(history.map((entry) => entry.delta)).toEqual([50, -50]);
    expect(await friendsWallet.count()).toBe(3);
    // Refunding the same purchase again takes nothing more.
    await first.refund();
    expect(await userData(inviter.client)).toMatchObject({ g: before.g, fg: 0 });
    expect(await friendsWallet.count()).toBe(3);
    await (await friendBuys(friend.userId)).fulfil();
    expect(await userData(inviter.client)).toMatchObject({ g: before.g + 50, fg: 50 });
    expect(await friendsWallet.count()).toBe(4);
    friendsWallet.stop();
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  test("while another purchase of the friend's stands, refunding one keeps the reward; racing a refund and a purchase pays it once", async () => {
    const { inviter, friend } = await inviterWithFriend();
    const before = await userData(inviter.client);
    const [first, second] = [await friendBuys(friend.userId), await friendBuys(friend.userId)];
    await first.fulfil();
    await second.fulfil();
    await first.refund();
    expect(await userData(inviter.client)).toMatchObject({ g: before.g + 50, fg: 50 });
    await second.refund();
    expect(await userData(inviter.client)).toMatchObject({ g: before.g, fg: 0 });
    // The friend's only purchase is refunded while a new one is credited: the reward ends up paid once.
    const [third, fourth] = [await friendBuys(friend.userId), await friendBuys(friend.userId)];
    await third.fulfil();
    await Promise.all([third.refund(), fourth.fulfil()]);
    expect(await userData(inviter.client)).toMatchObject({ g: before.g + 50, fg: 50 });
    expect((await database.db.invite.findUniqueOrThrow({ where: { inviteeId: friend.userId } })).purchaseReward).toBe(true);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  test("a player without an inviter pays nobody", async () => {
    const { userId } = await account();
    await database.db.player.update({ where: { userId }, data: { challengesCompleted: 10 } });
    const ledgerBefore = await database.db.ledgerEntry.count();
    await database.db.$transaction((tx) => rewardInviterForChallenges(tx, userId));
    expect(await database.db.ledgerEntry.count()).toBe(ledgerBefore);
  });
});
