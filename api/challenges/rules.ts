import { challengeMoment, minutesUntil, seasonBounds, weekBounds } from "./calendar.ts";
import { MINUTES_TO_FINISH, SEASON_THRESHOLDS, WEEKLY_BONUS } from "./constants.ts";

/**
 * Pure rules of challenges: what an id says, what kind a challenge is, how many minutes are left
 * to finish it (docs/product/challenges.md#remaining-time) and whether it may be offered. No database, no clock of its own.
 */

export type ParsedChallengeId =
  | { type: "season"; year: number; quarter: number; name: string }
  | { type: "week"; year: number; quarter: number; week: number; name: string };

const SEASON_ID = /^(\d{4})#([1-4])-([A-Za-z0-9]{1,16})$/;
const WEEK_ID = /^(\d{4})#([1-4])#(\d{1,2})#([A-Za-z0-9]{1,16})$/;

/**
 * Challenge ids (docs/product/challenges.md#challenge-ids): one `#` (`2026#4-S1`: a season-quarter challenge of 2026's fourth
 * season) or three `#` (`2026#4#9#W1`: a challenge of that season's ninth week). Null for
 * anything else, including a week the season does not have.
 */
export function parseChallengeId(id: string): ParsedChallengeId | null {
  const known = parsedIds.get(id);
  if (known !== undefined) return known;
  const parsed = parseId(id);
  // Ids also come from requests: the memory is bounded.
  if (parsedIds.size >= MAX_PARSED_IDS) parsedIds.clear();
  parsedIds.set(id, parsed);
  return parsed;
}

// Every list of challenges parses the pool's ids again: each id is parsed once.
const parsedIds = new Map<string, ParsedChallengeId | null>();
const MAX_PARSED_IDS = 20_000;

function parseId(id: string): ParsedChallengeId | null {
  const season = SEASON_ID.exec(id);
  if (season) return { type: "season", year: Number(season[1]), quarter: Number(season[2]), name: season[3]! };
  const week = WEEK_ID.exec(id);
  if (!week) return null;
  const parsed = { type: "week" as const, year: Number(week[1]), quarter: Number(week[2]), week: Number(week[3]), name: week[4]! };
  return weekBounds(parsed.year, parsed.quarter, parsed.week) ? parsed : null;
}

/** seasonal (ty 0), pin (ty 1), weekly or blitz (ty 2), super (ty 0 with st "super"). */
export type ChallengeKind = "seasonal" | "pin" | "weekly" | "blitz" | "super";

export function challengeKind(entry: { ty: number; st?: string | undefined }): ChallengeKind {
  if (entry.ty === 1) return "pin";
  if (entry.ty === 2) return entry.st === "blitz" ? "blitz" : "weekly";
  return entry.st === "super" ? "super" : "seasonal";
}

/** When the challenge opens: the start of its week or season. */
export function challengeStart(id: ParsedChallengeId): Date {
  return id.type === "week" ? weekBounds(id.year, id.quarter, id.week)!.start : seasonBounds(id.year, id.quarter)!.start;
}

/**
 * The remaining count, in whole minutes (docs/product/challenges.md#remaining-time):
 * - a quarter-matching id (one `#`) has its own rule: the minutes left in the id's own season;
 * - blitz and weekly: the week's minutes left, but only while the id's week is the current week
 *   (0 once it is not);
 * - seasonal: the minutes left in the id's season;
 * - super: the id's week's minutes while they last; once that week's remaining is 0 or less, its season's.
 */
export function remainingMinutes(kind: ChallengeKind, id: ParsedChallengeId, now: Date): number {
  const seasonLeft = minutesUntil(seasonBounds(id.year, id.quarter)!.end, now);
  if (id.type === "season") return seasonLeft;
  const week = weekBounds(id.year, id.quarter, id.week)!;
  const weekLeft = minutesUntil(week.end, now);
  if (kind === "blitz" || kind === "weekly") {
    const current = challengeMoment(now);
    const isCurrentWeek = current.year === id.year && current.quarter === id.quarter && current.week === id.week;
    return isCurrentWeek ? current.remainingWeek : 0;
  }
  if (kind === "seasonal" || kind === "pin") return seasonLeft;
  return weekLeft <= 0 ? seasonLeft : weekLeft;
}

/** The minutes left of the challenge with id `challengeId` (remainingMinutes); 0 for an id that does not parse. */
export function remainingMinutesOf(challengeId: string, kind: ChallengeKind, now: Date): number {
  const id = parseChallengeId(challengeId);
  return id ? remainingMinutes(kind, id, now) : 0;
}

/** Offered (and acceptable) once open and while more than MINUTES_TO_FINISH minutes are left. */
export function isOpenForAccepting(kind: ChallengeKind, id: ParsedChallengeId, now: Date): boolean {
  return challengeStart(id).getTime() <= now.getTime() && remainingMinutes(kind, id, now) > MINUTES_TO_FINISH;
}

/** A goal's progress: `n` of `t` wins in game `g`. */
export interface GoalCount {
  g: string;
  t: number;
  n: number;
}

/**
 * A verified win in `gameId` adds one to the first unfinished goal for that game
 * (docs/product/challenges.md#progress). Null when no goal moves; else the goals after the win and whether all are met.
 */
export function goalsAfterWin<G extends GoalCount>(goals: readonly G[], gameId: string): { goals: G[]; done: boolean } | null {
  const index = goals.findIndex((goal) => goal.g === gameId && goal.n < goal.t);
  if (index < 0) return null;
  const next = goals.map((goal, i) => (i === index ? { ...goal, n: goal.n + 1 } : { ...goal }));
  return { goals: next, done: next.every((goal) => goal.n >= goal.t) };
}

/** A bonus a player has reached; `key` names it once per player (the payout's guard). */
export interface DueBonus {
  key: string;
  tokens: number;
  pinId: string | null;
  reason: string;
}

/**
 * The weekly and season bonuses reached with `inWeek` completions in the week and `inSeason` in the season
 * (docs/product/challenges.md#weekly-bonus, #season-bonus). Paid ones come again: the key makes each pay once.
 */
export function bonusesReached(
  moment: { weekKey: string; seasonKey: string },
  inWeek: number,
  inSeason: number,
  seasonPin: (season: string, count: number) => string | null,
): DueBonus[] {
  const due: DueBonus[] = [];
  if (inWeek >= WEEKLY_BONUS.count) {
    due.push({ key: `weekly:${moment.weekKey}`, tokens: WEEKLY_BONUS.tokens, pinId: null, reason: `Weekly bonus ${moment.weekKey}` });
  }
  for (const threshold of SEASON_THRESHOLDS) {
    if (threshold.count > inSeason) break;
    const pinId = "pin" in threshold ? seasonPin(moment.seasonKey, threshold.count) : null;
    const tokens = "tokens" in threshold ? threshold.tokens : 0;
    if (tokens === 0 && pinId === null) continue;
    due.push({ key: `season:${moment.seasonKey}:${threshold.count}`, tokens, pinId, reason: `Season bonus ${moment.seasonKey} at ${threshold.count}` });
  }
  return due;
}
