import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readConfig } from "../api/config.ts";
import { startPortal, type RunningPortal } from "../api/server.ts";

/**
 * The built portal with the real catalog (data/), on an embedded PostgreSQL in a temporary folder
 * that `stop()` removes: benchmarks measure the product as shipped, never the developer's database.
 */
export async function startBenchPortal(): Promise<RunningPortal> {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
  // The embedded server runs as the `postgres` user when we are root: it must reach the folder.
  chmodSync(dir, 0o755);
  try {
    // Silent: a JSON line per request on stdout would mix with the figures printed there.
    const portal = await startPortal({ ...readConfig({}), port: 0, databaseUrl: undefined, embeddedDataDir: dir, logLevel: "silent" });
    return {
      ...portal,
      stop: async () => {
        await portal.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
