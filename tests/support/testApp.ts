import { createAuth } from "../../api/auth/auth.ts";
import { readConfig, type PortalConfig } from "../../api/config.ts";
import type { Database } from "../../api/database/prisma.ts";
import { createPortalEvents } from "../../api/events.ts";
import { createApp } from "../../api/http/app.ts";

export const TEST_ORIGIN = "http://localhost";

/** The whole HTTP app in-process (call `app.request(...)`), on the given database. */
export function createTestApp(db: Database, overrides: Partial<PortalConfig> = {}) {
  const config = { ...readConfig({}), signInAttemptsPerMinute: 1000, ...overrides };
  const auth = createAuth(db, config, "test-secret-that-is-long-enough-0123456789");
  return { ...createApp({ db, config, events: createPortalEvents(), auth }), auth, config };
}
