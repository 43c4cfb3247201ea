/** A board's result as players read it: a score with its thousands, or a time as m:ss. */
export function formatResult(measure: string, result: number): string {
  if (measure !== "TIME") return result.toLocaleString("en-US");
  const seconds = Math.floor(result / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The column heading of a board's result. */
export function resultHeading(measure: string): string {
  return measure === "TIME" ? "Time" : "Score";
}
