import { randomUUID } from "node:crypto";
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dataDirOf, ROOT_DIR } from "../api/config.ts";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { loadCatalog } from "../api/catalog/loadCatalog.ts";
import type { Viewer } from "../api/auth/viewer.ts";
import type { Database } from "../api/database/prisma.ts";
import { startEmbeddedDatabase } from "../api/database/embeddedDatabase.ts";
import { applyMigrations } from "../api/database/migrations.ts";
import { createDatabaseClient, poolOf } from "../api/database/prisma.ts";
import { createPortalEvents } from "../api/events.ts";
import type { PlayEnvironment } from "../api/play/environment.ts";
import { gameFinishedSubscribers } from "../api/play/finishSubscribers.ts";
import { asJson, type Json } from "../api/play/json.ts";
import { finishGame, startGame } from "../api/play/play.ts";
import { replay } from "../api/play/replay.ts";
import { ensurePlayer } from "../api/players/players.ts";
import { buildStoreCatalog } from "../api/store/storeCatalog.ts";
import { gameRegistry } from "../games/registry.ts";
import { rules as klondike } from "../games/rivers-of-gold-solitaire/rules.ts";
import { solveKlondike } from "../games/rivers-of-gold-solitaire/solver.ts";

/**
 * Playing, at the server (issue 31): the portal process's CPU for one startGame and for one
 * finishGame of a verified, paid Klondike win, called in-process as the GraphQL resolvers call
 * them, on an embedded PostgreSQL. The baseline is the part no finish can skip: replaying the same
 * move log with the game's rules. Each round starts a deal, solves it (not timed), moves a test
 * clock on past a person's pace and the hourly pay limit, then finishes it.
 */

const ROUNDS = Number(process.env.BENCH_PLAY_ROUNDS ?? 60);
const PLAYERS = 10;
const SOLVER_NODES = 200_000;

export interface PlayBenchRow {
  call: string;
  /** Median milliseconds of this process's CPU per call. */
  cpuMs: number;
  /** Median SQL statements per call (BEGIN and COMMIT included); null for the replay. */
  statements: number | null;
}

/** Counts the statements sent on the pool's connections (each is one `query` call of a pg client, Prisma's or ours). */
function countStatements(db: Database): { readonly count: number } {
  const pool = poolOf(db);
  if (!pool) throw new Error("The bench needs a client made by createDatabaseClient.");
  const counter = { count: 0 };
  pool.on("connect", (client) => {
    client.query = new Proxy(client.query, {
      apply(query, self: unknown, args: unknown[]) {
        counter.count++;
        return Reflect.apply(query, self, args);
      },
    });
  });
  return counter;
}

function cpuMs<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const before = process.cpuUsage();
  return work().then((value) => {
    const used = process.cpuUsage(before);
    return { value, ms: (used.user + used.system) / 1000 };
  });
}

/** The CPU of `work` and the statements it sent. */
async function measured<T>(sent: { readonly count: number }, work: () => Promise<T>): Promise<{ value: T; ms: number; statements: number }> {
  const before = sent.count;
  const { value, ms } = await cpuMs(work);
  return { value, ms, statements: sent.count - before };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export async function benchPlay(print: (line: string) => void): Promise<PlayBenchRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "portal-bench-play-"));
  // The embedded server runs as the `postgres` user when we are root: it must reach the folder.
  chmodSync(dir, 0o755);
  const database = await startEmbeddedDatabase(dir);
  const db = createDatabaseClient(database.url);
  const sent = countStatements(db);
  try {
    await applyMigrations(database.url, path.join(ROOT_DIR, "prisma", "migrations"));
    const dataDir = dataDirOf();
    const files = await readCatalogFiles(dataDir);
    await loadCatalog(db, files);
    let now = Date.parse("2026-11-24T18:00:00Z");
    const env: PlayEnvironment = {
      db,
      games: gameRegistry,
      store: buildStoreCatalog(files.store, files.games, gameRegistry),
      secret: "bench-secret",
      now: () => new Date(now),
      events: createPortalEvents(),
      gameFinished: gameFinishedSubscribers(dataDir),
    };
    const viewers: Viewer[] = [];
    for (let index = 0; index < PLAYERS; index++) {
      const userId = randomUUID();
      await db.user.create({ data: { id: userId, name: `Bench ${index}`, email: `${userId}@bench.test`, emailVerified: true } });
      await ensurePlayer(db, userId);
      viewers.push({ status: "LOGGED_IN", userId, email: `${userId}@bench.test`, name: `Bench ${index}` });
    }

    const starts: number[] = [];
    const finishes: number[] = [];
    const startStatements: number[] = [];
    const finishStatements: number[] = [];
    const replays: number[] = [];
    let paid = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const viewer = viewers[round % PLAYERS]!;
      const options = klondike.parseOptions(undefined);
      const started = await measured(sent, () => startGame(env, viewer, { game: klondike.code, options: asJson(options) }));
      const { seed } = await db.gameSession.findUniqueOrThrow({ where: { id: started.value.sessionId }, select: { seed: true } });
      const solved = solveKlondike(klondike.newGame(seed, options), SOLVER_NODES);
      if (!solved.solution) continue;
      const log = solved.solution.map((move): Json => asJson(move) ?? null);
      const subject = { seed, options, secretSeed: null, powerupUses: [] };
      replays.push((await cpuMs(async () => replay(klondike, subject, log))).ms);
      // Past a person's pace for the moves, and an hour on so the hourly pay limit never bites.
      now += 61 * 60_000;
      const finished = await measured(sent, () => finishGame(env, viewer, started.value.sessionId, log));
      if (finished.value.tokensEarned === 0) throw new Error(`Round ${round}'s win was not paid: ${finished.value.message ?? ""}`);
      paid++;
      // The first rounds warm the connections, the query plans and the JIT.
      if (round < 5) continue;
      starts.push(started.ms);
      finishes.push(finished.ms);
      startStatements.push(started.statements);
      finishStatements.push(finished.statements);
    }
    print(`${paid} paid Klondike wins of ${ROUNDS} deals (the rest not solved within ${SOLVER_NODES.toLocaleString("en-US")} nodes), the first 5 not counted.`);
    return [
      { call: "startGame (Klondike, signed in)", cpuMs: median(starts), statements: median(startStatements) },
      { call: "finishGame (a verified, paid Klondike win)", cpuMs: median(finishes), statements: median(finishStatements) },
      { call: "the bare replay of the same log (rules.ts)", cpuMs: median(replays), statements: null },
    ];
  } finally {
    await db.$disconnect();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
