/**
 * The calendar strip's days: today in Los Angeles (daily puzzles follow the server's calendar:
 * docs/product/play.md#time-zone) and the days before it. The server decides which dates it accepts; this only labels
 * the buttons.
 */
const laDate = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles", year: "numeric", month: "2-digit", day: "2-digit" });
const DAY_MS = 24 * 60 * 60 * 1000;

export function losAngelesToday(now: Date): string {
  const parts = Object.fromEntries(laDate.formatToParts(now).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

export interface StripDay {
  date: string;
  /** "Mon" */
  weekday: string;
  /** "24" */
  day: string;
  /** "Monday, November 24" */
  label: string;
}

const noon = (date: string) => new Date(`${date}T12:00:00Z`);
const weekday = new Intl.DateTimeFormat("en-US", { weekday: "short", timeZone: "UTC" });
const long = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" });

/** `count` days ending with `today`, oldest first. */
export function stripDays(today: string, count: number): StripDay[] {
  return Array.from({ length: count }, (_, index) => {
    const moment = new Date(noon(today).getTime() - (count - 1 - index) * DAY_MS);
    const date = moment.toISOString().slice(0, 10);
    return { date, weekday: weekday.format(moment), day: String(moment.getUTCDate()), label: long.format(moment) };
  });
}

export function longDate(date: string): string {
  return long.format(noon(date));
}
