import { pino, type DestinationStream, type Logger } from "pino";
import type { LogLevel } from "./config.ts";

export type { Logger } from "pino";

/**
 * Fields censored wherever they appear in a logged object: the portal logs ids, never these, but
 * an error or object passed whole could carry one.
 */
const REDACTED = ["email", "password", "token", "cookie", "authorization"].flatMap((name) => [name, `*.${name}`]);

/** One portal's logger: a JSON object per line, on stdout unless `destination` is given (tests read it). */
export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACTED, censor: "[redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}
