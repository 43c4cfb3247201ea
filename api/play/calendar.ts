/** Spec 9: the server's time zone. Daily puzzles and game days follow its calendar. */
export const SERVER_TIME_ZONE = "America/Los_Angeles";

const dateFormat = new Intl.DateTimeFormat("en-CA", { timeZone: SERVER_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The date in Los Angeles at `moment`, as YYYY-MM-DD (daylight saving time included). */
export function losAngelesDate(moment: Date): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
