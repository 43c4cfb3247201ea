import { z } from "zod";
import type { Viewer } from "../auth/viewer.ts";
import { applyChatBan, chatMutedUntil, ChatError } from "../chat/chat.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import { publishWalletChanged, type PortalEvents } from "../events.ts";
import type { Currency, Prisma, StaffRoleKind } from "../generated/prisma/client.ts";
import { closeAccount } from "../players/closeAccount.ts";
import { credit, debit } from "../wallet/wallet.ts";
import { AdminError, allows, authorize, demand, type Staff } from "./access.ts";
import { appendAudit } from "./audit.ts";
import { ORDER_DETAIL } from "./money.ts";

/**
 * The console's players (issue 33): find a player, read their page, and act on them. Reads take the
 * Staff the console's root resolved (one role read per request); actions authorize afresh and write
 * their audit row in their own transaction.
 */

/** Players a search answers at most: the console shows a short list to pick from. */
export const MAX_SEARCH_RESULTS = 20;
/** Rows of a ledger page at most. */
export const MAX_LEDGER_PAGE = 100;
/** The largest grant or take in one action: a typo of a few zeros should not mint a fortune. */
export const MAX_ADJUSTMENT = 100_000;
export const REASON_LENGTH = { min: 3, max: 200 } as const;

const PROFILE_SELECT = {
  id: true,
  email: true,
  name: true,
  isAnonymous: true,
  emailVerified: true,
  createdAt: true,
  player: { select: { username: true, userIcon: true, gems: true, tokens: true, inviteCode: true, memberSince: true, closedAt: true, bannedAt: true, gameDays: true, signInDays: true } },
  staffRole: { select: { role: true } },
  chatBan: { select: { until: true } },
} as const satisfies Prisma.UserSelect;

type ProfileRow = Prisma.UserGetPayload<{ select: typeof PROFILE_SELECT }>;

/** A player as the console shows them. */
export interface PlayerProfile {
  userId: string;
  email: string;
  name: string;
  username: string | null;
  userIcon: number;
  temporary: boolean;
  emailVerified: boolean;
  createdAt: Date;
  gems: number;
  tokens: number;
  inviteCode: string | null;
  closedAt: Date | null;
  bannedAt: Date | null;
  chatMutedUntil: Date | null;
  role: StaffRoleKind | null;
  gameDays: number;
  signInDays: number;
}

function profileOf(row: ProfileRow, now: Date): PlayerProfile {
  const until = row.chatBan?.until ?? null;
  return {
    userId: row.id,
    email: row.email,
    name: row.name,
    username: row.player?.username ?? null,
    userIcon: row.player?.userIcon ?? 1,
    temporary: row.isAnonymous === true,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt,
    gems: row.player?.gems ?? 0,
    tokens: row.player?.tokens ?? 0,
    inviteCode: row.player?.inviteCode ?? null,
    closedAt: row.player?.closedAt ?? null,
    bannedAt: row.player?.bannedAt ?? null,
    chatMutedUntil: until && until > now ? until : null,
    role: row.staffRole?.role ?? null,
    gameDays: row.player?.gameDays ?? 0,
    signInDays: row.player?.signInDays ?? 0,
  };
}

/**
 * Players matching the text: an exact user id or invite code first, then email, username or name
 * containing it (any case). Players only: a user without a player row has nothing to look after.
 */
export async function searchPlayers(db: Database, staff: Staff, text: string, now: Date = new Date()): Promise<PlayerProfile[]> {
  demand(staff, "READ_PLAYERS");
  const query = text.trim();
  if (query.length === 0 || query.length > 200) return [];
  const contains = { contains: query, mode: "insensitive" } as const;
  const rows = await db.user.findMany({
    where: {
      player: { isNot: null },
      OR: [{ id: query }, { player: { inviteCode: { equals: query, mode: "insensitive" } } }, { email: contains }, { name: contains }, { player: { username: contains } }],
    },
    select: PROFILE_SELECT,
    orderBy: { createdAt: "desc" },
    take: MAX_SEARCH_RESULTS,
  });
  // Exact matches (the id, the invite code) lead: an operator pasting one wants that player.
  const exact = (row: ProfileRow) => row.id === query || row.player?.inviteCode.toLowerCase() === query.toLowerCase();
  return [...rows.filter(exact), ...rows.filter((row) => !exact(row))].map((row) => profileOf(row, now));
}

export async function playerProfile(db: Database | Tx, staff: Staff, userId: string, now: Date = new Date()): Promise<PlayerProfile | null> {
  demand(staff, "READ_PLAYERS");
  const row = await db.user.findFirst({ where: { id: userId, player: { isNot: null } }, select: PROFILE_SELECT });
  return row ? profileOf(row, now) : null;
}

export async function playerInventory(db: Database, staff: Staff, userId: string) {
  demand(staff, "READ_PLAYERS");
  return db.inventoryItem.findMany({ where: { userId }, orderBy: [{ kind: "asc" }, { gameId: "asc" }, { itemId: "asc" }] });
}

/** Sign-in sessions, newest first; never their tokens. */
export async function playerSignInSessions(db: Database, staff: Staff, userId: string) {
  demand(staff, "READ_PLAYERS");
  return db.session.findMany({
    where: { userId },
    select: { id: true, createdAt: true, updatedAt: true, expiresAt: true, userAgent: true, ipAddress: true },
    orderBy: { createdAt: "desc" },
  });
}

/** The latest game sessions, newest first (never their moves or secrets). */
export async function playerGameSessions(db: Database, staff: Staff, userId: string, take = 20) {
  demand(staff, "READ_PLAYERS");
  return db.gameSession.findMany({
    where: { userId },
    select: { id: true, gameId: true, daily: true, phase: true, score: true, tokensPaid: true, startedAt: true, finishedAt: true, verdict: true },
    orderBy: { startedAt: "desc" },
    take,
  });
}

/** Pins placed, one per pin and board (a placement covers several cells). */
export async function playerPins(db: Database, staff: Staff, userId: string) {
  demand(staff, "READ_PLAYERS");
  return db.pinPlacement.findMany({ where: { userId, x: { equals: db.pinPlacement.fields.originX }, y: { equals: db.pinPlacement.fields.originY } }, orderBy: [{ boardId: "asc" }, { placedAt: "asc" }] });
}

export async function playerChallenges(db: Database, staff: Staff, userId: string) {
  demand(staff, "READ_PLAYERS");
  return db.playerChallenge.findMany({ where: { userId }, orderBy: { acceptedAt: "desc" }, take: 50 });
}

/** Reports other players made of this player's messages, newest first, with the message. */
export async function playerChatReports(db: Database, staff: Staff, userId: string) {
  demand(staff, "READ_PLAYERS");
  return db.chatReport.findMany({
    where: { message: { userId } },
    select: { reason: true, createdAt: true, settledAt: true, message: { select: { id: true, roomId: true, body: true, createdAt: true, hiddenAt: true } } },
    orderBy: { createdAt: "desc" },
    take: 50,
  });
}

/** Payment orders with their credit and reversals; null when the role may not read money. */
export async function playerPayments(db: Database, staff: Staff, userId: string) {
  if (!allows(staff, "READ_MONEY")) return null;
  return db.paymentOrder.findMany({ where: { userId }, include: ORDER_DETAIL, orderBy: { createdAt: "desc" }, take: 50 });
}

export const LedgerFilter = z.object({
  currency: z.enum(["GEMS", "TOKENS"]).nullish(),
  /** Words of the reason or reference, any case. */
  text: z.string().trim().max(100).nullish(),
});
export type LedgerFilter = z.infer<typeof LedgerFilter>;

export type LedgerRow = Prisma.LedgerEntryGetPayload<object>;

/**
 * A page of the ledger, newest first: `take` rows older than `beforeId` (row ids only grow, so
 * the id is the cursor), plus one more to tell whether more follow. Null when the role may not read money.
 */
export async function ledgerPage(db: Database, staff: Staff, userId: string, filter: LedgerFilter, page: { beforeId: bigint | null; take: number }): Promise<{ rows: LedgerRow[]; hasMore: boolean } | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  const { currency, text } = LedgerFilter.parse(filter);
  const take = Math.min(Math.max(page.take, 0), MAX_LEDGER_PAGE);
  const words = text ? { OR: [{ reason: { contains: text, mode: "insensitive" as const } }, { reference: { contains: text, mode: "insensitive" as const } }] } : {};
  const rows = await db.ledgerEntry.findMany({
    where: { userId, ...(currency ? { currency } : {}), ...(page.beforeId !== null ? { id: { lt: page.beforeId } } : {}), ...words },
    orderBy: { id: "desc" },
    take: take + 1,
  });
  return { rows: rows.slice(0, take), hasMore: rows.length > take };
}

// -------------------------------------------------------------------------------------------------
// Actions

export interface AdminEnvironment {
  db: Database;
  events: PortalEvents;
  /** Drops the user's sessions from this process's session cache (a ban or closure signs out at once). */
  forgetUser: (userId: string) => void;
  now: () => Date;
}

const reason = z
  .string()
  .trim()
  .min(REASON_LENGTH.min, `Give a reason of at least ${REASON_LENGTH.min} characters.`)
  .max(REASON_LENGTH.max, `A reason is at most ${REASON_LENGTH.max} characters.`);

export const AdjustBalanceInput = z.object({
  userId: z.string().min(1),
  currency: z.enum(["GEMS", "TOKENS"]),
  /** Positive grants, negative takes. */
  amount: z
    .number()
    .int("The amount must be a whole number.")
    .refine((n) => n !== 0, "The amount must not be zero.")
    .refine((n) => Math.abs(n) <= MAX_ADJUSTMENT, `At most ${MAX_ADJUSTMENT.toLocaleString("en-US")} at a time.`),
  reason,
});
export const MuteInput = z.object({ userId: z.string().min(1), minutes: z.number().int(), reason });
export const BanInput = z.object({ userId: z.string().min(1), banned: z.boolean(), reason });
export const CloseInput = z.object({ userId: z.string().min(1), reason });

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new AdminError("BAD_INPUT", parsed.error.issues[0]?.message ?? "The request is not valid.");
  return parsed.data;
}

/** The target's player row, locked for the action's transaction; refused when there is none or it is closed. */
async function lockPlayer(tx: Tx, userId: string): Promise<{ gems: number; tokens: number; bannedAt: Date | null }> {
  const [row] = await tx.$queryRaw<{ gems: number; tokens: number; bannedAt: Date | null; closedAt: Date | null }[]>`
    SELECT gems, tokens, "bannedAt", "closedAt" FROM "Player" WHERE "userId" = ${userId} FOR UPDATE`;
  if (!row) throw new AdminError("NOT_FOUND", "There is no such player.");
  if (row.closedAt) throw new AdminError("NOT_ALLOWED", "That account is closed.");
  return row;
}

/** Staff act on players, not on each other: roles are the command line's business. */
async function refuseStaffTarget(tx: Tx, userId: string): Promise<void> {
  if ((await tx.staffRole.count({ where: { userId } })) > 0) throw new AdminError("NOT_ALLOWED", "Console staff cannot be banned or closed from the console.");
}

/**
 * Grants (amount > 0) or takes (amount < 0) gems or tokens through the wallet: a ledger row with
 * the operator's reason, like any other balance change, so the ledger still sums to the balance.
 * A take larger than the balance is refused (NOT_ENOUGH) and changes nothing.
 */
export async function adjustBalance(env: AdminEnvironment, viewer: Viewer, input: z.input<typeof AdjustBalanceInput>): Promise<{ userId: string; balance: number }> {
  const { userId, currency, amount, reason: why } = parse(AdjustBalanceInput, input);
  const staff = await authorize(env.db, viewer, "ADJUST_BALANCES");
  const balance = await env.db.$transaction(async (tx) => {
    const before = await lockPlayer(tx, userId);
    const change = { userId, currency: currency as Currency, amount: Math.abs(amount), reason: why, reference: `admin:${staff.userId}` };
    let after: number;
    if (amount > 0) after = await credit(tx, change);
    else {
      const taken = await debit(tx, change);
      if (!taken.ok) throw new AdminError("NOT_ENOUGH", `The player has only ${taken.balance} ${currency.toLowerCase()}.`);
      after = taken.balance;
    }
    const field = currency === "GEMS" ? "gems" : "tokens";
    await appendAudit(tx, { actorId: staff.userId, action: "player.adjustBalance", targetUserId: userId, reason: why, before: { [field]: before[field] }, after: { [field]: after, delta: amount } });
    return after;
  });
  publishWalletChanged(env.events, userId);
  return { userId, balance };
}

/** Mutes a player in every chat room for some minutes (0 lifts it), by the chat's own rules. */
export async function mutePlayer(env: Pick<AdminEnvironment, "db" | "now">, viewer: Viewer, input: z.input<typeof MuteInput>): Promise<{ userId: string; until: Date | null }> {
  const { userId, minutes, reason: why } = parse(MuteInput, input);
  const staff = await authorize(env.db, viewer, "MUTE_PLAYERS");
  const now = env.now();
  const until = await env.db.$transaction(async (tx) => {
    await lockPlayer(tx, userId);
    const before = await chatMutedUntil(tx, userId, now);
    let after: Date | null;
    try {
      after = await applyChatBan(tx, staff.userId, userId, minutes, now);
    } catch (error) {
      if (error instanceof ChatError) throw new AdminError(error.code === "NOT_FOUND" || error.code === "NOT_ALLOWED" ? error.code : "BAD_INPUT", error.message);
      throw error;
    }
    await appendAudit(tx, { actorId: staff.userId, action: "player.mute", targetUserId: userId, reason: why, before: { mutedUntil: before?.toISOString() ?? null }, after: { mutedUntil: after?.toISOString() ?? null } });
    return after;
  });
  return { userId, until };
}

/**
 * Bans (or lifts the ban on) a player: while banned no session can be created (api/auth/auth.ts
 * asks `isBanned`), and the ban deletes every session they have, so they are signed out everywhere.
 */
export async function setBanned(env: AdminEnvironment, viewer: Viewer, input: z.input<typeof BanInput>): Promise<{ userId: string; bannedAt: Date | null }> {
  const { userId, banned, reason: why } = parse(BanInput, input);
  const staff = await authorize(env.db, viewer, "BAN_PLAYERS");
  const bannedAt = await env.db.$transaction(async (tx) => {
    const before = await lockPlayer(tx, userId);
    if (banned) await refuseStaffTarget(tx, userId);
    const after = banned ? (before.bannedAt ?? env.now()) : null;
    await tx.player.update({ where: { userId }, data: { bannedAt: after } });
    const signedOut = banned ? (await tx.session.deleteMany({ where: { userId } })).count : 0;
    await appendAudit(tx, {
      actorId: staff.userId,
      action: banned ? "player.ban" : "player.unban",
      targetUserId: userId,
      reason: why,
      before: { bannedAt: before.bannedAt?.toISOString() ?? null },
      after: { bannedAt: after?.toISOString() ?? null, sessionsEnded: signedOut },
    });
    return after;
  });
  env.forgetUser(userId);
  return { userId, bannedAt };
}

export const BANNED_MESSAGE = "This account has been banned. Contact support if you think this is a mistake.";

/** Whether a user is banned: better-auth refuses them a new session. */
export async function isBanned(db: Database, userId: string): Promise<boolean> {
  return (await db.player.count({ where: { userId, bannedAt: { not: null } } })) > 0;
}

/** Closes a player's account as their own deletion would (api/players/closeAccount.ts), audited. */
export async function closePlayer(env: AdminEnvironment, viewer: Viewer, input: z.input<typeof CloseInput>): Promise<{ userId: string }> {
  const { userId, reason: why } = parse(CloseInput, input);
  const staff = await authorize(env.db, viewer, "CLOSE_ACCOUNTS");
  await env.db.$transaction(async (tx) => {
    const before = await lockPlayer(tx, userId);
    await refuseStaffTarget(tx, userId);
    await closeAccount(tx, userId, env.now());
    await appendAudit(tx, { actorId: staff.userId, action: "player.close", targetUserId: userId, reason: why, before: { gems: before.gems, tokens: before.tokens }, after: { closed: true } });
  });
  env.forgetUser(userId);
  publishWalletChanged(env.events, userId);
  return { userId };
}
