import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "../api/config.ts";
import { startPortal } from "../api/server.ts";

/**
 * The portal a bench loads (purchases, chat), in a process of its own (so the load generator and
 * the bare baseline never share its event loop), on an embedded PostgreSQL in a temporary folder.
 * Sign-ups are not rate limited here: the benches sign up their players through the portal. Says
 * `{ port, databaseUrl }` over IPC once listening and stops when its parent disconnects
 * (forkedPortal.ts starts it).
 */
const dir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
// The embedded server runs as the `postgres` user when we are root: it must reach the folder.
chmodSync(dir, 0o755);
try {
  // Silent: a JSON line per request on stdout would mix with the figures printed there.
  const portal = await startPortal({ ...readConfig({}), port: 0, databaseUrl: undefined, embeddedDataDir: dir, signInAttemptsPerMinute: 1_000_000, logLevel: "silent" });
  process.once("disconnect", () => {
    portal.stop().finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send?.({ port: portal.port, databaseUrl: portal.databaseUrl });
} catch (error) {
  rmSync(dir, { recursive: true, force: true });
  throw error;
}
