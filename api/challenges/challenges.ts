import { z } from "zod";
import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import { inTransaction, type SqlTx, type Tx } from "../database/transaction.ts";
import { publishChallengesChanged, type PortalEvents } from "../events.ts";
import { Prisma, type PlayerChallenge } from "../generated/prisma/client.ts";
import { addInventory } from "../inventory/inventory.ts";
import { rewardInviterForChallenges } from "../invites/invites.ts";
import { seededRandom } from "../../games/engines/random.ts";
import type { GameFinished, GameFinishedSubscriber } from "../play/gameFinished.ts";
import { ensurePlayer } from "../players/players.ts";
import { credit } from "../wallet/wallet.ts";
import { challengeMoment, type ChallengeMoment } from "./calendar.ts";
import { challengeCatalog, type CatalogChallenge, type ChallengeCatalog } from "./catalog.ts";
import { DEFAULT_SLOTS, MAX_BOUGHT_SLOTS, SEASON_THRESHOLDS, SUGGESTION_COUNT, WEEKLY_BONUS } from "./constants.ts";
import { bonusesReached, challengeKind, goalsAfterWin, isOpenForAccepting, parseChallengeId, remainingMinutesOf, type ChallengeKind } from "./rules.ts";

/**
 * Challenges of signed-in players (docs/product/challenges.md): slots, suggestions, accepting and dropping,
 * progress from verified game sessions, rewards paid once through the wallet and the inventory,
 * the weekly and season bonuses and the weekly community goal. Resolvers and routes only translate.
 */

export interface ChallengeEnvironment {
  db: Database;
  now: () => Date;
  catalog: ChallengeCatalog;
  /** Whether the server can verify this game's sessions (games/registry.ts); other goals are not offered. */
  isPlayable: (gameId: string) => boolean;
  /** Where a player's changed challenges are published (after commit), for their open pages. */
  events: PortalEvents;
}

export function challengeEnvironment(play: { db: Database; now: () => Date; games: Readonly<Record<string, unknown>>; events: PortalEvents }, catalog: ChallengeCatalog): ChallengeEnvironment {
  return { db: play.db, now: play.now, catalog, isPlayable: (gameId) => Object.hasOwn(play.games, gameId), events: play.events };
}

export type ChallengeErrorCode = "NOT_SIGNED_IN" | "NOT_FOUND" | "NOT_OFFERED" | "NO_FREE_SLOT" | "ALREADY_ACCEPTED" | "NOT_REMOVABLE";

/** A refusal the player can act on; nothing was changed. */
export class ChallengeError extends Error {
  constructor(
    readonly code: ChallengeErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const NOT_SIGNED_IN = "Sign in to take on challenges, earn tokens for them and collect the weekly and season bonuses.";

const goalProgress = z.array(z.object({ g: z.string(), d: z.string(), t: z.number().int(), n: z.number().int() }));
export type GoalProgress = z.infer<typeof goalProgress>[number];

export type ChallengeStatus = "ACTIVE" | "COMPLETED" | "FAILED";

export interface ActiveChallenge {
  id: string;
  kind: ChallengeKind;
  status: ChallengeStatus;
  goals: GoalProgress[];
  tokens: number;
  pinId: string | null;
  /** The catalog entry (pin name and size); null when the catalog no longer lists it. */
  entry: CatalogChallenge | null;
  /** Remaining minutes (docs/product/challenges.md#remaining-time); 0 or less: out of time. */
  remaining: number;
  acceptedAt: Date;
  completedAt: Date | null;
}

export interface WonChallenge {
  id: string;
  kind: ChallengeKind;
  tokens: number;
  pinId: string | null;
  goals: GoalProgress[];
  completedAt: Date;
  /** Seasonal (one #) challenges may be removed from the list. */
  removable: boolean;
}

export interface ChallengeState {
  signedIn: boolean;
  active: ActiveChallenge[];
  suggestions: CatalogChallenge[];
  maxSlots: number;
  seed: number;
  /** The moment the state was read at. */
  now: Date;
  moment: ChallengeMoment;
}

function parseKind(kind: string): ChallengeKind {
  if (kind === "seasonal" || kind === "pin" || kind === "weekly" || kind === "blitz" || kind === "super") return kind;
  throw new Error(`A stored challenge has the unknown kind "${kind}".`);
}

function goalsOf(row: Pick<PlayerChallenge, "goals">): GoalProgress[] {
  return goalProgress.parse(row.goals);
}

function remainingOf(row: Pick<PlayerChallenge, "challengeId" | "kind">, now: Date): number {
  return remainingMinutesOf(row.challengeId, parseKind(row.kind), now);
}

function toActive(env: ChallengeEnvironment, row: PlayerChallenge, now: Date): ActiveChallenge {
  return {
    id: row.challengeId,
    kind: parseKind(row.kind),
    status: row.status,
    goals: goalsOf(row),
    tokens: row.tokens,
    pinId: row.pinId,
    entry: env.catalog.byId.get(row.challengeId) ?? null,
    remaining: remainingOf(row, now),
    acceptedAt: row.acceptedAt,
    completedAt: row.completedAt,
  };
}

/** Slots a player has: the default plus bought ones (store kind 4), up to the cap. */
export async function maxSlotsOf(db: Database | Tx, userId: string): Promise<number> {
  const bought = await db.inventoryItem.findUnique({ where: { userId_kind_gameId_itemId: { userId, kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT" } } });
  return DEFAULT_SLOTS + Math.min(bought?.count ?? 0, MAX_BOUGHT_SLOTS);
}

/**
 * On navigation (docs/product/challenges.md#slots), slots whose challenge is completed, failed or out of time (remaining 0
 * or less) are freed; one out of time while still active has failed.
 */
export async function freeDoneSlots(db: Database | Tx, userId: string, now: Date): Promise<number> {
  const rows = await db.playerChallenge.findMany({ where: { userId, slotFreedAt: null } });
  let freed = 0;
  for (const row of rows) {
    if (row.status === "ACTIVE" && remainingOf(row, now) > 0) continue;
    const result = await db.playerChallenge.updateMany({
      where: { userId, challengeId: row.challengeId, slotFreedAt: null, status: row.status },
      data: { slotFreedAt: now, ...(row.status === "ACTIVE" ? { status: "FAILED" as const } : {}) },
    });
    freed += result.count;
  }
  return freed;
}

/** Whether a catalog challenge may be offered now: its games playable, open, and time enough to finish. */
export function isOffered(env: Pick<ChallengeEnvironment, "isPlayable">, entry: CatalogChallenge, now: Date): boolean {
  const id = parseChallengeId(entry.i);
  return id !== null && entry.g.every((goal) => env.isPlayable(goal.g)) && isOpenForAccepting(challengeKind(entry), id, now);
}

/**
 * Suggestions drawn reproducibly from `seed` (and the week) among offered challenges the player
 * never took; one of them is a blitz challenge whenever the week offers one.
 */
export function suggestions(env: Pick<ChallengeEnvironment, "catalog" | "isPlayable">, seed: number, taken: ReadonlySet<string>, now: Date): CatalogChallenge[] {
  const candidates = env.catalog.challenges.filter((entry) => !taken.has(entry.i) && isOffered(env, entry, now));
  const drawn = seededRandom(`${seed}:${challengeMoment(now).weekKey}`).shuffle(candidates);
  const blitz = drawn.find((entry) => env.catalog.kindOf(entry) === "blitz");
  if (!blitz) return drawn.slice(0, SUGGESTION_COUNT);
  return [...drawn.filter((entry) => entry !== blitz).slice(0, SUGGESTION_COUNT - 1), blitz];
}

export interface ReadStateOptions {
  seed: number;
  /** A page navigation: frees done slots first (docs/product/challenges.md#slots) and settles ended community weeks. */
  navigate: boolean;
}

/** The challenge state: active list, suggestions, max slots; empty defaults unless signed in (docs/product/challenges.md#who-has-challenges). */
export async function readChallengeState(env: ChallengeEnvironment, viewer: Viewer, options: ReadStateOptions): Promise<ChallengeState> {
  const now = env.now();
  const moment = challengeMoment(now);
  if (!isLoggedIn(viewer)) return { signedIn: false, active: [], suggestions: [], maxSlots: DEFAULT_SLOTS, seed: options.seed, now, moment };
  const userId = viewer.userId;
  if (options.navigate) {
    await freeDoneSlots(env.db, userId, now);
    await settleCommunityWeeks(env);
  }
  const [rows, taken, maxSlots] = await Promise.all([
    env.db.playerChallenge.findMany({ where: { userId, slotFreedAt: null }, orderBy: [{ acceptedAt: "asc" }, { challengeId: "asc" }] }),
    env.db.playerChallenge.findMany({ where: { userId }, select: { challengeId: true } }),
    maxSlotsOf(env.db, userId),
  ]);
  return {
    signedIn: true,
    active: rows.map((row) => toActive(env, row, now)),
    suggestions: suggestions(env, options.seed, new Set(taken.map((row) => row.challengeId)), now),
    maxSlots,
    seed: options.seed,
    now,
    moment,
  };
}

const MAX_WON_LISTED = 500;

/** The won list (newest first, docs/product/challenges.md#won-list), without the seasonal ones the player removed. */
export async function listWonChallenges(env: ChallengeEnvironment, viewer: Viewer): Promise<WonChallenge[]> {
  if (!isLoggedIn(viewer)) return [];
  const rows = await env.db.playerChallenge.findMany({
    where: { userId: viewer.userId, status: "COMPLETED", removedAt: null },
    orderBy: [{ completedAt: "desc" }, { challengeId: "asc" }],
    take: MAX_WON_LISTED,
  });
  return rows.map((row) => ({
    id: row.challengeId,
    kind: parseKind(row.kind),
    tokens: row.tokens,
    pinId: row.pinId,
    goals: goalsOf(row),
    completedAt: row.completedAt ?? row.acceptedAt,
    removable: parseChallengeId(row.challengeId)?.type === "season",
  }));
}

function signedInUser(viewer: Viewer): string {
  if (!isLoggedIn(viewer)) throw new ChallengeError("NOT_SIGNED_IN", NOT_SIGNED_IN);
  return viewer.userId;
}

/** Puts an offered challenge in a free slot. The player's row lock makes two tabs unable to overfill the slots. */
export async function acceptChallenge(env: ChallengeEnvironment, viewer: Viewer, challengeId: string): Promise<ActiveChallenge> {
  const userId = signedInUser(viewer);
  const entry = env.catalog.byId.get(challengeId);
  const id = parseChallengeId(challengeId);
  if (!entry || !id) throw new ChallengeError("NOT_FOUND", `There is no challenge "${challengeId}".`);
  const now = env.now();
  if (!entry.g.every((goal) => env.isPlayable(goal.g))) throw new ChallengeError("NOT_OFFERED", "This challenge's game cannot be played yet.");
  if (!isOffered(env, entry, now)) throw new ChallengeError("NOT_OFFERED", "This challenge is not open: it has not started yet or there is no time left to finish it.");
  const accepted = await inTransaction(env.db, async (tx) => {
    await ensurePlayer(tx, userId);
    await tx.$queryRaw`SELECT "userId" FROM "Player" WHERE "userId" = ${userId} FOR UPDATE`;
    await freeDoneSlots(tx, userId, now);
    if (await tx.playerChallenge.findUnique({ where: { userId_challengeId: { userId, challengeId } }, select: { userId: true } })) {
      throw new ChallengeError("ALREADY_ACCEPTED", "You have already taken on this challenge.");
    }
    const [used, maxSlots] = await Promise.all([tx.playerChallenge.count({ where: { userId, slotFreedAt: null } }), maxSlotsOf(tx, userId)]);
    if (used >= maxSlots) throw new ChallengeError("NO_FREE_SLOT", `All your ${maxSlots} challenge slots are in use. Finish or drop a challenge, or buy another slot.`);
    const kind = challengeKind(entry);
    const row = await tx.playerChallenge.create({
      data: {
        userId,
        challengeId,
        kind,
        goals: entry.g.map((goal) => ({ g: goal.g, d: goal.d, t: goal.t, n: 0 })),
        tokens: entry.tk,
        pinId: kind === "pin" ? (entry.p ?? null) : null,
        pinTokens: entry.th,
        acceptedAt: now,
      },
    });
    return toActive(env, row, now);
  });
  publishChallengesChanged(env.events, userId);
  return accepted;
}

/** Frees a slot: an active challenge is given up (it may be taken again later); a finished one just leaves its slot. */
export async function dropChallenge(env: ChallengeEnvironment, viewer: Viewer, challengeId: string): Promise<void> {
  const userId = signedInUser(viewer);
  const deleted = await env.db.playerChallenge.deleteMany({ where: { userId, challengeId, status: "ACTIVE", slotFreedAt: null } });
  if (deleted.count === 0) {
    const freed = await env.db.playerChallenge.updateMany({ where: { userId, challengeId, slotFreedAt: null }, data: { slotFreedAt: env.now() } });
    if (freed.count === 0) throw new ChallengeError("NOT_FOUND", "That challenge is not in one of your slots.");
  }
  publishChallengesChanged(env.events, userId);
}

/** Removes a seasonal challenge from the won list; it still counts for the bonuses it earned. */
export async function removeWonChallenge(env: ChallengeEnvironment, viewer: Viewer, challengeId: string): Promise<void> {
  const userId = signedInUser(viewer);
  if (parseChallengeId(challengeId)?.type !== "season") {
    throw new ChallengeError("NOT_REMOVABLE", "Only seasonal challenges can be removed from the won list.");
  }
  const removed = await env.db.playerChallenge.updateMany({ where: { userId, challengeId, status: "COMPLETED", removedAt: null }, data: { removedAt: env.now() } });
  if (removed.count === 0) throw new ChallengeError("NOT_FOUND", "That challenge is not in your won list.");
  publishChallengesChanged(env.events, userId);
}

// ---------------------------------------------------------------------------------------------
// Progress and rewards

interface Payout {
  tokens: number;
  pinId: string | null;
  reason: string;
}

/**
 * Pays a reward once: the payout row's primary key (player, key) is the guard, so whichever
 * transaction inserts it pays and any other, concurrent or later, pays nothing.
 */
async function payOnce(tx: SqlTx, userId: string, key: string, payout: Payout): Promise<boolean> {
  const inserted = await tx.$queryRaw<{ key: string }[]>`
    INSERT INTO "ChallengePayout" ("userId", key, tokens, "pinId") VALUES (${userId}, ${key}, ${payout.tokens}, ${payout.pinId})
    ON CONFLICT DO NOTHING RETURNING key`;
  if (inserted.length === 0) return false;
  if (payout.tokens > 0) await credit(tx, { userId, currency: "TOKENS", amount: payout.tokens, reason: payout.reason, reference: `challenges:${key}` });
  if (payout.pinId) await addInventory(tx, userId, { kind: "PIN", gameId: "", itemId: payout.pinId, count: 1 });
  return true;
}

/** What a finish reads of an active challenge to advance it and pay its reward. */
type ProgressRow = Pick<PlayerChallenge, "challengeId" | "kind" | "goals" | "tokens" | "pinId" | "pinTokens">;

interface ProgressResult {
  /** Whether any of the player's challenges moved (or the community goal): tell the open pages. */
  advanced: boolean;
  completed: string[];
}

/**
 * Advances the player's challenges after a verified win, in the finishing transaction (which
 * holds the player's row lock, so one player's finishes apply one at a time). Completing a
 * challenge pays its reward once, counts in chc, and may pay the weekly and season bonuses.
 */
async function recordChallengeProgress(tx: SqlTx, finish: GameFinished, catalog: ChallengeCatalog): Promise<ProgressResult> {
  const result: ProgressResult = { advanced: false, completed: [] };
  if (!finish.won || !finish.verified || finish.temporary) return result;
  const moment = challengeMoment(finish.finishedAt);
  // The week's community count rises in the statement that reads the active challenges.
  const community = catalog.community.g.includes(finish.gameId);
  const contribution = community
    ? Prisma.sql`WITH contributed AS (
        INSERT INTO "CommunityContribution" (week, "userId", count) VALUES (${moment.weekKey}, ${finish.userId}, 1)
        ON CONFLICT (week, "userId") DO UPDATE SET count = "CommunityContribution".count + 1
      ) `
    : Prisma.empty;
  if (community) result.advanced = true;
  const rows = await tx.$queryRaw<ProgressRow[]>`
    ${contribution}SELECT "challengeId", kind, goals, tokens, "pinId", "pinTokens" FROM "PlayerChallenge"
     WHERE "userId" = ${finish.userId} AND status = 'ACTIVE' AND "slotFreedAt" IS NULL`;
  for (const row of rows) {
    const advanced = goalsAfterWin(goalsOf(row), finish.gameId);
    if (!advanced || remainingOf(row, finish.finishedAt) <= 0) continue;
    const { goals, done } = advanced;
    const completion = done
      ? Prisma.sql`, status = 'COMPLETED', "completedAt" = ${finish.finishedAt}, "completedWeek" = ${moment.weekKey}, "completedSeason" = ${moment.seasonKey}`
      : Prisma.empty;
    const updated = await tx.$executeRaw`
      UPDATE "PlayerChallenge" SET goals = ${JSON.stringify(goals)}::jsonb${completion}
       WHERE "userId" = ${finish.userId} AND "challengeId" = ${row.challengeId} AND status = 'ACTIVE'`;
    if (updated === 0) continue;
    result.advanced = true;
    if (done) {
      await payChallengeReward(tx, finish.userId, row);
      result.completed.push(row.challengeId);
    }
  }
  if (result.completed.length > 0) await payBonuses(tx, finish.userId, moment, catalog);
  return result;
}

/**
 * finishGame's subscriber (api/play/finishSubscribers.ts) for the portal of `dataDir`, whose
 * challenge pool it reads at each finish: a finish that moved the player's challenges tells their
 * open pages, and the wallet's, since completing one may have paid.
 */
export function advanceChallenges(dataDir?: string): GameFinishedSubscriber {
  return async (tx, finish, changes) => {
    const progress = await recordChallengeProgress(tx, finish, challengeCatalog(dataDir));
    if (!progress.advanced) return;
    changes.walletChanged(finish.userId);
    changes.challengesChanged(finish.userId);
  };
}

/** The reward (docs/product/challenges.md#rewards); a pin-type pays its pin too, or `th` tokens instead when the player already holds that pin. */
async function payChallengeReward(tx: SqlTx, userId: string, row: ProgressRow): Promise<void> {
  let pinId = row.pinId;
  let tokens = row.tokens;
  if (pinId) {
    const [held] = await tx.$queryRaw<{ count: number }[]>`
      SELECT count FROM "InventoryItem" WHERE "userId" = ${userId} AND kind = 'PIN' AND "gameId" = '' AND "itemId" = ${pinId}`;
    if (held && held.count > 0) {
      tokens += row.pinTokens;
      pinId = null;
    }
  }
  const paid = await payOnce(tx, userId, `challenge:${row.challengeId}`, { tokens, pinId, reason: `Challenge ${row.challengeId} completed` });
  if (!paid) return;
  await tx.$executeRaw`UPDATE "Player" SET "challengesCompleted" = "challengesCompleted" + 1 WHERE "userId" = ${userId}`;
  await rewardInviterForChallenges(tx, userId);
}

async function payBonuses(tx: SqlTx, userId: string, moment: ChallengeMoment, catalog: ChallengeCatalog): Promise<void> {
  const [completed] = await tx.$queryRaw<{ inWeek: number; inSeason: number }[]>`
    SELECT count(*) FILTER (WHERE "completedWeek" = ${moment.weekKey})::int AS "inWeek", count(*) FILTER (WHERE "completedSeason" = ${moment.seasonKey})::int AS "inSeason"
      FROM "PlayerChallenge" WHERE "userId" = ${userId}`;
  for (const bonus of bonusesReached(moment, completed?.inWeek ?? 0, completed?.inSeason ?? 0, catalog.seasonPin)) {
    await payOnce(tx, userId, bonus.key, { tokens: bonus.tokens, pinId: bonus.pinId, reason: bonus.reason });
  }
}

// ---------------------------------------------------------------------------------------------
// Bonuses as the player sees them (wb, sb: docs/product/challenges.md#weekly-bonus, #season-bonus)

export interface WeeklyBonusState {
  week: string;
  count: number;
  needed: number;
  tokens: number;
  endsAt: Date;
  paid: boolean;
}

export interface SeasonReward {
  count: number;
  tokens: number;
  pinId: string | null;
  won: boolean;
}

export interface SeasonBonusState {
  season: string;
  count: number;
  endsAt: Date;
  rewards: SeasonReward[];
}

/** The generic season track (no player): thresholds with their tokens or pins. */
export function seasonRewards(catalog: ChallengeCatalog, season: string): Omit<SeasonReward, "won">[] {
  return SEASON_THRESHOLDS.map((threshold) => ({
    count: threshold.count,
    tokens: "tokens" in threshold ? threshold.tokens : 0,
    pinId: "pin" in threshold ? catalog.seasonPin(season, threshold.count) : null,
  }));
}

export function readBonuses(env: ChallengeEnvironment, viewer: Viewer): Promise<{ weekly: WeeklyBonusState; season: SeasonBonusState }> {
  return bonusesFor(env.db, env.catalog, isLoggedIn(viewer) ? viewer.userId : null, env.now());
}

/** The weekly bonus and season track of a player at `now` (no player: nothing completed). */
export async function bonusesFor(db: Database, catalog: ChallengeCatalog, userId: string | null, now: Date): Promise<{ weekly: WeeklyBonusState; season: SeasonBonusState }> {
  const moment = challengeMoment(now);
  const [inWeek, inSeason, payouts] = userId
    ? await Promise.all([
        db.playerChallenge.count({ where: { userId, completedWeek: moment.weekKey } }),
        db.playerChallenge.count({ where: { userId, completedSeason: moment.seasonKey } }),
        db.challengePayout.findMany({ where: { userId, key: { in: [`weekly:${moment.weekKey}`, ...SEASON_THRESHOLDS.map((t) => `season:${moment.seasonKey}:${t.count}`)] } }, select: { key: true } }),
      ])
    : [0, 0, []];
  const paid = new Set(payouts.map((payout) => payout.key));
  return {
    weekly: { week: moment.weekKey, count: inWeek, needed: WEEKLY_BONUS.count, tokens: WEEKLY_BONUS.tokens, endsAt: moment.weekEnd, paid: paid.has(`weekly:${moment.weekKey}`) },
    season: {
      season: moment.seasonKey,
      count: inSeason,
      endsAt: moment.seasonEnd,
      rewards: seasonRewards(catalog, moment.seasonKey).map((reward) => ({ ...reward, won: paid.has(`season:${moment.seasonKey}:${reward.count}`) })),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The weekly community goal

export interface CommunityGoalState {
  description: string;
  games: readonly string[];
  week: string;
  endsAt: Date;
  total: number;
  /** The viewer's own wins toward it (0 unless signed in). */
  mine: number;
  tiers: readonly { n: number; tk: number }[];
  /** Tiers reached so far (0 to 3). */
  tier: number;
}

function tierOf(catalog: ChallengeCatalog, total: number): number {
  return catalog.community.tiers.filter((tier) => tier.n <= total).length;
}

export async function readCommunityGoal(env: ChallengeEnvironment, viewer: Viewer): Promise<CommunityGoalState> {
  const moment = challengeMoment(env.now());
  const [sum, mine] = await Promise.all([
    env.db.communityContribution.aggregate({ where: { week: moment.weekKey }, _sum: { count: true } }),
    isLoggedIn(viewer) ? env.db.communityContribution.findUnique({ where: { week_userId: { week: moment.weekKey, userId: viewer.userId } } }) : null,
  ]);
  const total = sum._sum.count ?? 0;
  return {
    description: env.catalog.community.d,
    games: env.catalog.community.g,
    week: moment.weekKey,
    endsAt: moment.weekEnd,
    total,
    mine: mine?.count ?? 0,
    tiers: env.catalog.community.tiers,
    tier: tierOf(env.catalog, total),
  };
}

/** The week each database was last checked for unsettled community weeks, so a week's other requests cost nothing. */
const checkedWeek = new WeakMap<Database, string>();

/**
 * Pays the community goal of every ended week not yet settled: everyone who contributed gets the
 * highest tier reached. It runs lazily on the first navigation after the week ended; the
 * settlement row's primary key makes it happen once whichever request or process comes first,
 * and each player's payout key makes each reward once.
 */
export async function settleCommunityWeeks(env: ChallengeEnvironment): Promise<string[]> {
  const current = challengeMoment(env.now()).weekKey;
  if (checkedWeek.get(env.db) === current) return [];
  const pending = await env.db.$queryRaw<{ week: string }[]>`
    SELECT DISTINCT c.week FROM "CommunityContribution" c
     WHERE c.week <> ${current} AND NOT EXISTS (SELECT 1 FROM "CommunitySettlement" s WHERE s.week = c.week)`;
  const settled: string[] = [];
  for (const { week } of pending) {
    const done = await env.db.$transaction(
      async (tx) => {
        const [sum] = await tx.$queryRaw<{ total: bigint | null }[]>`SELECT SUM(count) AS total FROM "CommunityContribution" WHERE week = ${week}`;
        const total = Number(sum?.total ?? 0);
        const tier = tierOf(env.catalog, total);
        const claimed = await tx.$executeRaw`
          INSERT INTO "CommunitySettlement" (week, total, tier) VALUES (${week}, ${total}, ${tier}) ON CONFLICT DO NOTHING`;
        if (claimed === 0) return false;
        const reward = env.catalog.community.tiers[tier - 1];
        if (!reward) return true;
        const contributors = await tx.communityContribution.findMany({ where: { week, count: { gt: 0 } }, select: { userId: true } });
        for (const { userId } of contributors) {
          const exists = await tx.player.findUnique({ where: { userId }, select: { closedAt: true } });
          if (!exists || exists.closedAt) continue;
          await payOnce(tx, userId, `community:${week}`, { tokens: reward.tk, pinId: null, reason: `Community goal ${week}, tier ${tier}` });
        }
        return true;
      },
      { maxWait: 10_000, timeout: 60_000 },
    );
    if (done) settled.push(week);
  }
  checkedWeek.set(env.db, current);
  return settled;
}
