/** The server's time zone (docs/product/play.md#time-zone). Daily puzzles and game days follow its calendar. */
export const SERVER_TIME_ZONE = "America/Los_Angeles";

const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The date in Los Angeles at `moment`, as YYYY-MM-DD (daylight saving time included). */
export function losAngelesDate(moment: Date): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The date `days` days before `date` (YYYY-MM-DD), by the calendar. */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The Los Angeles date a daily game is for: today at `moment`, or `requested` when it is today
 * or one of the `daysBack` days before; null for any other (or impossible) date.
 */
export function dailyDateFor(moment: Date, requested: string | null | undefined, daysBack: number): string | null {
  const today = losAngelesDate(moment);
  if (requested === null || requested === undefined) return today;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(requested)) return null;
  for (let days = 0; days <= daysBack; days++) if (daysBefore(today, days) === requested) return requested;
  return null;
}
