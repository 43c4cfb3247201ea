import { challengeMoment, minutesUntil, seasonBounds, weekBounds } from "./calendar.ts";
import { MINUTES_TO_FINISH } from "./constants.ts";

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

/** Offered (and acceptable) once open and while more than MINUTES_TO_FINISH minutes are left. */
export function isOpenForAccepting(kind: ChallengeKind, id: ParsedChallengeId, now: Date): boolean {
  return challengeStart(id).getTime() <= now.getTime() && remainingMinutes(kind, id, now) > MINUTES_TO_FINISH;
}
