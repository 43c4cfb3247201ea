/**
 * A count or score as en-US writes it ("12,345", "-1,200"), without Intl: the first number
 * formatter a page makes (`toLocaleString` makes one too) costs its first render 140-430 ms on a
 * phone-class CPU (Chromium at 4x), and every game's top bar shows a score. Counts and scores are
 * whole; a fraction is rounded to the nearest whole number.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const whole = Math.round(Math.abs(value));
  // BigInt's digits, not String's: String writes 1e21 and beyond with an exponent.
  const digits = BigInt(whole).toString().replace(/\B(?=(\d{3})+$)/g, ",");
  return value < 0 && whole > 0 ? `-${digits}` : digits;
}

/** A time as a clock shows it: m:ss, or h:mm:ss from an hour (whole seconds, rounded down). */
export function formatTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, "0");
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, "0")}:${seconds}` : `${minutes}:${seconds}`;
}

/** A leaderboard's result as players read it: a score with its thousands, or a time as a clock shows it. */
export function formatResult(measure: string, result: number): string {
  return measure === "TIME" ? formatTime(result) : formatCount(result);
}
