/**
 * The days of the daily games, as their frames name them: today in Los Angeles (daily puzzles
 * follow the server's calendar: docs/product/play.md#time-zone), the days before it that the server
 * still deals, and the names of a date for the settings, a top bar or a button. The server decides
 * which dates it accepts (api/play/calendar.ts, by this module's dates); the frames only name them.
 * Shared by the daily games (Daily Word Search's calendar strip, Shell Spell's daily boards) and the
 * server.
 *
 * A date is YYYY-MM-DD; each is named at its noon UTC, so its name is the calendar's whatever the
 * browser's time zone.
 */
/** The server's time zone (docs/product/play.md#time-zone): daily puzzles and game days follow its calendar. */
export const SERVER_TIME_ZONE = "America/Los_Angeles";

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/**
 * The names of days and months, in English as the portal writes them. By hand rather than by
 * Intl.DateTimeFormat: a frame's first formatter costs a daily game's first render up to 190 ms on a
 * phone-class CPU (issue 31), and these four names are all it asked Intl for. A test holds every
 * name to Intl's "en-US" for two years of days.
 */
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"] as const;
const weekdayOf = (date: string) => WEEKDAYS[noon(date).getUTCDay()]!;
const monthOf = (date: string) => MONTHS[noon(date).getUTCMonth()]!;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A daily game may be played for today or up to this many days back (docs/product/play.md#daily-games). */
export const DAILY_DAYS_BACK = 6;

const HOUR_MS = 60 * 60 * 1000;

/** The day of the month (1-31) of the `nth` Sunday of a month (0-11). */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/**
 * The Los Angeles date (YYYY-MM-DD) at `now`. Worked out from the US clock rule (since 2007: UTC-7
 * from 2:00 on March's second Sunday to 2:00 on November's first Sunday, else UTC-8) rather than by
 * an Intl time-zone formatter, whose making cost a daily game's first render 150-190 ms on a
 * phone-class CPU (issue 31). A test holds it to Intl's answer for every hour of years to come.
 */
export function losAngelesToday(now: Date): string {
  const year = now.getUTCFullYear();
  const summerFrom = Date.UTC(year, 2, nthSunday(year, 2, 2), 10);
  const summerTo = Date.UTC(year, 10, nthSunday(year, 10, 1), 9);
  const offset = now.getTime() >= summerFrom && now.getTime() < summerTo ? -7 : -8;
  return new Date(now.getTime() + offset * HOUR_MS).toISOString().slice(0, 10);
}

/** The date `days` days before `date` (YYYY-MM-DD), by the calendar. */
export function daysBefore(date: string, days: number): string {
  return new Date(noon(date).getTime() - days * DAY_MS).toISOString().slice(0, 10);
}

/** Today and the DAILY_DAYS_BACK days before it, today first. */
export function dailyDays(today: string): string[] {
  return Array.from({ length: DAILY_DAYS_BACK + 1 }, (_, back) => daysBefore(today, back));
}

/** "Friday, November 27" */
export function longDate(date: string): string {
  return `${weekdayOf(date)}, ${monthOf(date)} ${dayOfMonth(date)}`;
}

/** "Fri, Nov 27" */
export function shortDate(date: string): string {
  return `${shortWeekday(date)}, ${monthDay(date)}`;
}

/** "Nov 27" */
export function monthDay(date: string): string {
  return `${monthOf(date).slice(0, 3)} ${dayOfMonth(date)}`;
}

/** "Fri" */
export function shortWeekday(date: string): string {
  return weekdayOf(date).slice(0, 3);
}

/**
 * The Los Angeles date (YYYY-MM-DD) of a game's daily seed, as the server deals it ("SHE:2026-11-29"
 * for Shell Spell, api/play/play.ts), or null for any other seed: free seeds are base64url, with no colon.
 */
export function dailyDateOf(code: string, seed: string): string | null {
  const [prefix, date] = seed.split(":");
  return prefix === code && date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) && seed === `${code}:${date}` ? date : null;
}

/** "27" (no leading zero) */
export function dayOfMonth(date: string): string {
  return String(noon(date).getUTCDate());
}
