import { useHydrated } from "../serverRendering/useHydrated.ts";

/**
 * A day in the reader's own language and time zone. The server knows neither: there, and while the
 * browser takes its page over, the day is written in English for UTC, the same on both sides; the
 * reader's own follows at once.
 */
export function LocalDate({ at, format }: { at: string; format: Intl.DateTimeFormatOptions }) {
  const running = useHydrated();
  const date = new Date(at);
  return <time dateTime={at}>{running ? date.toLocaleDateString(undefined, format) : date.toLocaleDateString("en-US", { ...format, timeZone: "UTC" })}</time>;
}
