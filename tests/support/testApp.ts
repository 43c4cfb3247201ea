import { createAuth, type AuthOptions } from "../../api/auth/auth.ts";
import { readConfig, type PortalConfig } from "../../api/config.ts";
import { createMailer } from "../../api/mail/mailer.ts";
import type { Database } from "../../api/database/prisma.ts";
import { createPortalEvents } from "../../api/events.ts";
import { createApp } from "../../api/http/app.ts";
import { createPaymentServices } from "../../api/payments/paymentServices.ts";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildStoreCatalog, storeFileJson, storeFiles, type StoreFiles } from "../../api/store/storeCatalog.ts";
import { gameRegistry } from "../../games/registry.ts";
import { createLogger, type Logger } from "../../api/logger.ts";
import { DATA_DIR, useCatalogDatabase } from "./testDatabase.ts";

export const TEST_ORIGIN = "http://localhost";

/** The whole HTTP app in-process (call `app.request(...)`), on the given database. */
const readData = (name: string): unknown => JSON.parse(readFileSync(path.join(DATA_DIR, `${name}.json`), "utf8"));
/** Undefined for a file data/ does not hold (an optional store file). */
const readDataIfPresent = (name: string): unknown => (existsSync(path.join(DATA_DIR, `${name}.json`)) ? readData(name) : undefined);

/** The store catalog from data/, as the server builds it at start. */
export function testStoreCatalog() {
  const files = Object.fromEntries(
    (Object.keys(storeFiles) as (keyof typeof storeFiles)[]).map((name) => [name, storeFiles[name].parse(storeFileJson(name, readDataIfPresent(name)))]),
  ) as StoreFiles;
  const games = readData("games") as { id: string; url: string; desc: string }[];
  return buildStoreCatalog(files, games, gameRegistry);
}

export function createTestApp(db: Database, overrides: Partial<PortalConfig> = {}, authOptions: AuthOptions = {}, store = testStoreCatalog(), logger?: Logger) {
  const config = { ...readConfig({}), signInAttemptsPerMinute: 1000, ...overrides };
  // Without SMTP the mailer would log every sign-up's verification link: tests keep quiet.
  const mailer = createMailer(config.mail, () => {});
  const auth = createAuth(db, config, "test-secret-that-is-long-enough-0123456789", store, { mailer, ...authOptions });
  return { ...createApp({ db, config, events: createPortalEvents(), auth, store, payments: createPaymentServices(config), logger }), auth, config, store };
}

/**
 * The test file's app on a catalog database of its own (useCatalogDatabase): made at once, so a
 * file takes `app` and `db` at its top level; the database is created before the file's tests and
 * dropped after them.
 */
export function useTestApp(overrides: Partial<PortalConfig> = {}, authOptions: AuthOptions = {}) {
  const database = useCatalogDatabase();
  return { database, db: database.db, ...createTestApp(database.db, overrides, authOptions) };
}

/** A logger for a test app whose lines the test reads: `problems()` are the warnings and errors so far (pino's levels 40 and up), each a JSON line. */
export function capturedLogger(): { logger: Logger; problems(): string[] } {
  const lines: string[] = [];
  const logger = createLogger("info", { write: (line: string) => void lines.push(line) });
  const level = (line: string): number => {
    const parsed: unknown = JSON.parse(line);
    return typeof parsed === "object" && parsed !== null && "level" in parsed && typeof parsed.level === "number" ? parsed.level : 0;
  };
  return { logger, problems: () => lines.filter((line) => level(line) >= 40) };
}
