/**
 * The days of Shell Spell's daily boards: today in Los Angeles (daily boards follow the server's
 * calendar: docs/product/play.md#time-zone) and the days before it that the server still deals
 * (api/play/constants.ts, DAILY_DAYS_BACK). The server decides which dates it accepts; this only
 * names them. (Daily Word Search's days.ts names its calendar strip the same way.)
 */
const laDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" });
const long = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });
const short = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric", timeZone: "UTC" });
const brief = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const DAY_MS = 24 * 60 * 60 * 1000;
/** Today and this many days before it. */
export const DAYS_BACK = 6;

/** The Los Angeles date (YYYY-MM-DD) at `now`. */
export function losAngelesToday(now: Date): string {
  const parts = Object.fromEntries(laDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** Today and the DAYS_BACK days before it, today first. */
export function dailyDays(today: string): string[] {
  return Array.from({ length: DAYS_BACK + 1 }, (_, back) => new Date(noon(today).getTime() - back * DAY_MS).toISOString().slice(0, 10));
}

/** "Friday, November 27" */
export function longDate(date: string): string {
  return long.format(noon(date));
}

/** "Fri, Nov 27" */
export function shortDate(date: string): string {
  return short.format(noon(date));
}

/** "Nov 27" */
export function monthDay(date: string): string {
  return brief.format(noon(date));
}
