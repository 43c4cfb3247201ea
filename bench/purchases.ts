import { mkdtempSync, rmSync, chmodSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { loadCatalog } from "../api/catalog/loadCatalog.ts";
import { ROOT_DIR } from "../api/config.ts";
import { startEmbeddedDatabase } from "../api/database/embeddedDatabase.ts";
import { applyMigrations } from "../api/database/migrations.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { ensurePlayer } from "../api/players/players.ts";
import { purchase } from "../api/store/purchase.ts";
import { buildStoreCatalog } from "../api/store/storeCatalog.ts";
import { credit, findLedgerMismatches } from "../api/wallet/wallet.ts";

// Purchase throughput on the embedded PostgreSQL: many players buying at once, and one player
// buying from many tabs (serialised by its row lock). Prints figures; asserts nothing but the books.
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20);
const PURCHASES_PER_PLAYER = Number(process.env.BENCH_PURCHASES ?? 25);

const dir = mkdtempSync(path.join(tmpdir(), "portal-bench-"));
chmodSync(dir, 0o755);
const database = await startEmbeddedDatabase(dir);
try {
  await applyMigrations(database.url, path.join(ROOT_DIR, "prisma", "migrations"));
  const db = createDatabaseClient(database.url);
  const files = await readCatalogFiles(path.join(ROOT_DIR, "data"));
  await loadCatalog(db, files);
  const store = buildStoreCatalog(files.store, files.games);
  const users = Array.from({ length: PLAYERS }, (_, i) => `bench-${i}`);
  for (const id of users) {
    await db.user.create({ data: { id, name: id, email: `${id}@bench.test` } });
    await ensurePlayer(db, id);
    await db.$transaction((tx) => credit(tx, { userId: id, currency: "GEMS", amount: 1_000_000, reason: "bench" }));
  }
  const request = { kind: "POWERUP" as const, gameId: "BCA", itemId: "HI", count: 5, quantity: 1, unitPrice: 10 };

  const run = async (label: string, jobs: (() => Promise<unknown>)[]) => {
    const memoryBefore = process.memoryUsage().rss;
    const start = performance.now();
    await Promise.all(jobs.map((job) => job()));
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `${label}: ${jobs.length} purchases in ${seconds.toFixed(2)} s = ${(jobs.length / seconds).toFixed(0)}/s, RSS +${((process.memoryUsage().rss - memoryBefore) / 1e6).toFixed(1)} MB`,
    );
  };
  await run(`${PLAYERS} players at once`, users.flatMap((id) => Array.from({ length: PURCHASES_PER_PLAYER }, () => () => purchase(db, store, id, "GEMS", request))));
  await run("1 player, many tabs", Array.from({ length: PURCHASES_PER_PLAYER * 4 }, () => () => purchase(db, store, users[0]!, "GEMS", request)));
  console.log(`ledger mismatches: ${(await findLedgerMismatches(db)).length}`);
  await db.$disconnect();
} finally {
  await database.stop();
  rmSync(dir, { recursive: true, force: true });
}
