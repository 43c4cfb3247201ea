/** The column heading of a board's result. */
export function resultHeading(measure: string): string {
  return measure === "TIME" ? "Time" : "Score";
}

// Board days are Los Angeles dates (YYYY-MM-DD); read at UTC midnight and shown in UTC, the date stays the one the server named.
const DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric" });
const SPAN = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", day: "numeric" });
const DAY_MS = 86_400_000;

/** A board's heading after the game's name: "Saturday, November 28", "Week of November 22 – 28", "Daily puzzle of Saturday, November 28". */
export function boardDayHeading(period: string, day: string): string {
  const start = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(start.getTime())) return day;
  // ICU puts thin spaces around the range's dash; plain ones read the same on every platform.
  if (period === "WEEKLY") return `Week of ${SPAN.formatRange(start, new Date(start.getTime() + 6 * DAY_MS)).replace(/\s+/g, " ")}`;
  return period === "PUZZLE" ? `Daily puzzle of ${DAY.format(start)}` : DAY.format(start);
}
