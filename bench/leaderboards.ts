import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { ROOT_DIR } from "../api/config.ts";
import { startEmbeddedDatabase } from "../api/database/embeddedDatabase.ts";
import { applyMigrations } from "../api/database/migrations.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { readBoard, readViewerEntry, type Board } from "../api/leaderboards/leaderboards.ts";
import { median } from "./measures.ts";

/**
 * Leaderboard reads at scale (issue 30): one board of 1,000,000 players (LeaderboardEntry, as wins
 * fill it) on an embedded PostgreSQL, read by the domain (`readBoard` for the top 10,
 * `readViewerEntry` for a player halfway down) against a bare `pg` client running the same SQL, in
 * the same run and turn about. The ratio is what counts (the machine is shared); the bare query's
 * time is what the index itself costs.
 */

const ROWS = Number(process.env.BENCH_LEADERBOARD_ROWS ?? 1_000_000);
const READS = Number(process.env.BENCH_LEADERBOARD_READS ?? 30);
const BOARD: Board = { gameId: "KLO", measure: "SCORE", period: "DAILY", scope: "GLOBAL", kind: "DAY", periodKey: "2026-11-28", viewerId: null };

export interface LeaderboardBenchRow {
  read: string;
  /** Median milliseconds of the domain's read. */
  portal: number;
  /** Median milliseconds of the bare client's. */
  bare: number;
  /** bare / portal: 1 is as fast as the bare query. */
  ratio: number;
}

const TOP_SQL = `
  SELECT e."userId", e."rankKey", e.score, e."timeMs", e."finishedAt", p.username, u."isAnonymous" AS temporary
    FROM "LeaderboardEntry" e JOIN "Player" p ON p."userId" = e."userId" JOIN "user" u ON u.id = e."userId"
   WHERE e."gameId" = $1 AND e.board = 'DAY' AND e.period = $2
   ORDER BY e."rankKey", e."finishedAt", e."userId" LIMIT 10`;

const RANK_SQL = `
  SELECT me."rankKey", me.score,
         (SELECT count(*) FROM "LeaderboardEntry" e
           WHERE e."gameId" = $1 AND e.board = 'DAY' AND e.period = $2
             AND (e."rankKey", e."finishedAt", e."userId") < (me."rankKey", me."finishedAt", me."userId")) + 1 AS rank
    FROM "LeaderboardEntry" me
   WHERE me."gameId" = $1 AND me.board = 'DAY' AND me.period = $2 AND me."userId" = $3`;

/** Players u1..uN, each with one win on the board: scores spread so ties happen, finish times all different. */
async function fill(pool: pg.Pool): Promise<void> {
  await pool.query(`INSERT INTO "user" (id, name, email, "updatedAt") SELECT 'u' || i, 'Bench', 'u' || i || '@bench.test', now() FROM generate_series(1, $1::int) i`, [ROWS]);
  await pool.query(`INSERT INTO "Player" ("userId", username, "inviteCode") SELECT 'u' || i, 'Racer' || i, 'B' || i FROM generate_series(1, $1::int) i`, [ROWS]);
  await pool.query(
    `INSERT INTO "LeaderboardEntry" ("gameId", board, period, "userId", "rankKey", score, "timeMs", "finishedAt", "sessionId")
     SELECT 'KLO', 'DAY', $2, 'u' || i, -((i::bigint * 7919) % 50000)::int, ((i::bigint * 7919) % 50000)::int, 60000, timestamp '2026-11-28 08:00' + i * interval '1 ms', 's' || i
       FROM generate_series(1, $1::int) i`,
    [ROWS, BOARD.periodKey],
  );
  await pool.query(`VACUUM ANALYZE "user", "Player", "LeaderboardEntry"`);
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await work();
  return performance.now() - start;
}


export async function benchLeaderboards(print: (line: string) => void): Promise<LeaderboardBenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-bench-leaderboards-"));
  // The embedded server runs as the `postgres` user when we are root: it must reach the folder.
  chmodSync(dir, 0o755);
  const database = await startEmbeddedDatabase(dir);
  try {
    await applyMigrations(database.url, path.join(ROOT_DIR, "prisma", "migrations"));
    const pool = new pg.Pool({ connectionString: database.url });
    const db = createDatabaseClient(database.url);
    try {
      const fillMs = await timed(() => fill(pool));
      print(`Filled ${ROWS.toLocaleString("en-US")} entries on one board in ${(fillMs / 1000).toFixed(1)} s; median of ${READS} reads each, turn about.`);
      const middle = `u${Math.floor(ROWS / 2)}`;
      const viewerBoard: Board = { ...BOARD, viewerId: middle };
      const reads: { read: string; portal: () => Promise<unknown>; bare: () => Promise<unknown> }[] = [
        { read: "top 10 of the board", portal: () => readBoard(db, BOARD, { offset: 0, limit: 10 }), bare: () => pool.query(TOP_SQL, [BOARD.gameId, BOARD.periodKey]) },
        { read: "a player's rank (halfway down)", portal: () => readViewerEntry(db, viewerBoard), bare: () => pool.query(RANK_SQL, [BOARD.gameId, BOARD.periodKey, middle]) },
      ];
      const rows: LeaderboardBenchRow[] = [];
      for (const read of reads) {
        // A first read of each warms the connections and the cache.
        await read.portal();
        await read.bare();
        const portal: number[] = [];
        const bare: number[] = [];
        for (let round = 0; round < READS; round++) {
          if (round % 2 === 0) {
            portal.push(await timed(read.portal));
            bare.push(await timed(read.bare));
          } else {
            bare.push(await timed(read.bare));
            portal.push(await timed(read.portal));
          }
        }
        const row = { read: read.read, portal: median(portal), bare: median(bare), ratio: median(bare) / median(portal) };
        rows.push(row);
      }
      return rows;
    } finally {
      await db.$disconnect();
      await pool.end();
    }
  } finally {
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
