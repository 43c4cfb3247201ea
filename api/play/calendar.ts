import { dailyDays, daysBefore, losAngelesToday, SERVER_TIME_ZONE } from "../../games/engines/daily/days.ts";

// The server's calendar is the daily games' own (games/engines/daily/days.ts), so frame and server name the same days.
export { dailyDays, daysBefore, SERVER_TIME_ZONE };

/** The date in Los Angeles at `moment`, as YYYY-MM-DD (daylight saving time included). */
export const losAngelesDate = losAngelesToday;

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
