import { SERVER_TIME_ZONE } from "../play/calendar.ts";

/**
 * The challenge calendar (docs/product/challenges.md#calendar): weeks start on Sunday at midnight America/Los_Angeles; a
 * challenge year's week 1 is the week holding 1 January, and its seasons are its quarters of 13
 * weeks, the fourth taking a 14th week in the years that have 53. Local midnights come from
 * `Intl` (the zone's own rules, daylight saving included), never from a fixed offset.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** When a challenge week starts, as players read it (the Challenges page says it). */
export const WEEK_RESETS = "Challenges reset every Sunday at midnight Pacific time.";

/** A season's weeks (docs/product/challenges.md#calendar) (the fourth season of a 53-week year has one more). */
export const SEASON_WEEKS = 13;

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: SERVER_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

function localParts(instant: number): Record<string, number> {
  return Object.fromEntries(partsFormat.formatToParts(new Date(instant)).filter((p) => p.type !== "literal").map((p) => [p.type, Number(p.value)]));
}

/** How far Los Angeles' wall clock is ahead of UTC at `instant` (negative: behind). */
function zoneOffsetMs(instant: number): number {
  const p = localParts(instant);
  const wholeSecond = Math.floor(instant / 1000) * 1000;
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!) - wholeSecond;
}

/** The civil day number (days since 1970-01-01) of the Los Angeles date at `instant`. */
function localDay(instant: number): number {
  const p = localParts(instant);
  return Date.UTC(p.year!, p.month! - 1, p.day!) / DAY_MS;
}

// Midnights are asked for again and again (every challenge's remaining time): each civil day's is worked out once.
const midnights = new Map<number, Date>();
const MAX_MIDNIGHTS = 10_000;

/** The instant of midnight in Los Angeles starting civil day `day` (midnight never falls in a DST gap there). */
function localMidnight(day: number): Date {
  const known = midnights.get(day);
  if (known) return new Date(known);
  const wall = day * DAY_MS;
  const first = wall - zoneOffsetMs(wall);
  const midnight = new Date(wall - zoneOffsetMs(first));
  if (midnights.size >= MAX_MIDNIGHTS) midnights.clear();
  midnights.set(day, midnight);
  return new Date(midnight);
}

function civilYear(day: number): number {
  return new Date(day * DAY_MS).getUTCFullYear();
}

/** The civil day of the Sunday that starts week 1 of challenge year `year`. */
function yearStartDay(year: number): number {
  const january1 = Date.UTC(year, 0, 1) / DAY_MS;
  return january1 - new Date(january1 * DAY_MS).getUTCDay();
}

function weeksInYear(year: number): number {
  return (yearStartDay(year + 1) - yearStartDay(year)) / 7;
}

export function seasonWeeks(year: number, quarter: number): number {
  return quarter < 4 ? SEASON_WEEKS : weeksInYear(year) - 3 * SEASON_WEEKS;
}

export function seasonKey(year: number, quarter: number): string {
  return `${year}#${quarter}`;
}

export function weekKey(year: number, quarter: number, week: number): string {
  return `${year}#${quarter}#${week}`;
}

/** Start and end (exclusive) of a season; null for a quarter that is not 1 to 4. */
export function seasonBounds(year: number, quarter: number): { start: Date; end: Date } | null {
  if (!Number.isInteger(quarter) || quarter < 1 || quarter > 4 || !Number.isInteger(year)) return null;
  const first = yearStartDay(year) + 7 * SEASON_WEEKS * (quarter - 1);
  const last = quarter < 4 ? first + 7 * SEASON_WEEKS : yearStartDay(year + 1);
  return { start: localMidnight(first), end: localMidnight(last) };
}

/** Start and end (exclusive) of week `week` (1-based) of a season; null when the season has no such week. */
export function weekBounds(year: number, quarter: number, week: number): { start: Date; end: Date } | null {
  if (!seasonBounds(year, quarter) || !Number.isInteger(week) || week < 1 || week > seasonWeeks(year, quarter)) return null;
  const first = yearStartDay(year) + 7 * (SEASON_WEEKS * (quarter - 1) + week - 1);
  return { start: localMidnight(first), end: localMidnight(first + 7) };
}

export interface ChallengeMoment {
  /** The challenge year (the last days of December may already be next year's week 1). */
  year: number;
  quarter: number;
  /** 1-based week of the season. */
  week: number;
  seasonKey: string;
  weekKey: string;
  weekStart: Date;
  weekEnd: Date;
  seasonStart: Date;
  seasonEnd: Date;
  /** Counters (docs/product/challenges.md#calendar), in whole minutes left (0 in the last minute). */
  remainingWeek: number;
  remainingSeason: number;
}

/** Whole minutes from `now` until `end` (negative once it has passed). */
export function minutesUntil(end: Date, now: Date): number {
  return Math.floor((end.getTime() - now.getTime()) / MINUTE_MS);
}

// The same moment is asked about for each challenge of a list: the last answer is kept.
let lastMoment: { ms: number; moment: ChallengeMoment } | null = null;

/** Where `now` falls in the challenge calendar. */
export function challengeMoment(now: Date): ChallengeMoment {
  if (lastMoment?.ms === now.getTime()) return lastMoment.moment;
  const moment = computeMoment(now);
  lastMoment = { ms: now.getTime(), moment };
  return moment;
}

function computeMoment(now: Date): ChallengeMoment {
  const day = localDay(now.getTime());
  let year = civilYear(day);
  if (day >= yearStartDay(year + 1)) year += 1;
  const weekOfYear = Math.floor((day - yearStartDay(year)) / 7);
  const quarter = Math.min(Math.floor(weekOfYear / SEASON_WEEKS), 3) + 1;
  const week = weekOfYear - SEASON_WEEKS * (quarter - 1) + 1;
  const season = seasonBounds(year, quarter)!;
  const bounds = weekBounds(year, quarter, week)!;
  return {
    year,
    quarter,
    week,
    seasonKey: seasonKey(year, quarter),
    weekKey: weekKey(year, quarter, week),
    weekStart: bounds.start,
    weekEnd: bounds.end,
    seasonStart: season.start,
    seasonEnd: season.end,
    remainingWeek: minutesUntil(bounds.end, now),
    remainingSeason: minutesUntil(season.end, now),
  };
}

/** The season after the given one. */
export function nextSeason(year: number, quarter: number): { year: number; quarter: number } {
  return quarter === 4 ? { year: year + 1, quarter: 1 } : { year, quarter: quarter + 1 };
}
