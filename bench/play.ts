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
import { createDatabaseClient } from "../api/database/prisma.ts";
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
import { recordStatements } from "../tests/support/sqlStatements.ts";
import { PLAYERS, ROUNDS, SOLVER_NODES, WARM_UP, winningLog } from "./playRounds.ts";
import { median } from "./measures.ts";

/**
 * Playing, at the server (issue 31): the portal process's CPU for one startGame and for one
 * finishGame of a verified, paid Klondike win, called in-process as the GraphQL resolvers call
 * them, on an embedded PostgreSQL. The baseline is the part no finish can skip: replaying the same
 * move log with the game's rules. The bench starts every deal, solves them (not timed), then
 * finishes each solved one, moving a test clock on past a person's pace.
 */


export interface PlayBenchRow {
  call: string;
  /** Median milliseconds of this process's CPU per call. */
  cpuMs: number;
  /** Median SQL statements per call (BEGIN and COMMIT included); null for the replay. */
  statements: number | null;
}

/** Counts the statements sent on the pool's connections (each is one `query` call of a pg client, Prisma's or ours). */
function countStatements(db: Database): { readonly count: number } {
  const statements = recordStatements(db);
  return {
    get count() {
      return statements.length;
    },
  };
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

    // Starts, solves, replays and finishes each run back to back, as a busy server runs them, so
    // that the untimed solver (long, and megabytes of garbage) never runs between a timed call's
    // statements or leaves its garbage and cold caches to the next timed call.
    const started: { viewer: Viewer; sessionId: string; ms: number; statements: number }[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const viewer = viewers[round % PLAYERS]!;
      const run = await measured(sent, () => startGame(env, viewer, { game: klondike.code, options: asJson(klondike.parseOptions(undefined)) }));
      started.push({ viewer, sessionId: run.value.sessionId, ms: run.ms, statements: run.statements });
    }
    const wins: { viewer: Viewer; sessionId: string; subject: Parameters<typeof replay>[1]; log: Json[] }[] = [];
    for (const { viewer, sessionId } of started) {
      const { seed, options } = await db.gameSession.findUniqueOrThrow({ where: { id: sessionId }, select: { seed: true, options: true } });
      const log = winningLog(seed, options);
      if (!log) continue;
      wins.push({ viewer, sessionId, subject: { seed, options: klondike.parseOptions(options), secretSeed: null, powerupUses: [] }, log: log.map((move): Json => asJson(move) ?? null) });
    }
    const replays: number[] = [];
    for (const win of wins) replays.push((await cpuMs(async () => replay(klondike, win.subject, win.log))).ms);
    const finishes: { ms: number; statements: number }[] = [];
    for (const win of wins) {
      // Past a person's pace for the moves: each of the players finishes a game an hour, as a
      // steady player does (most finishes then come on a game day already counted).
      now += (60 / PLAYERS) * 60_000;
      const finished = await measured(sent, () => finishGame(env, win.viewer, win.sessionId, win.log));
      if (finished.value.tokensEarned === 0) throw new Error(`A win was not paid: ${finished.value.message ?? ""}`);
      finishes.push({ ms: finished.ms, statements: finished.statements });
    }
    // The first calls of each kind warm the connections, the query plans and the JIT.
    const counted = <T>(list: T[]) => list.slice(WARM_UP);
    const paid = finishes.length;
    print(`${ROUNDS} starts, ${paid} paid Klondike wins (the other deals not solved within ${SOLVER_NODES.toLocaleString("en-US")} nodes), the first ${WARM_UP} of each not counted.`);
    return [
      { call: "startGame (Klondike, signed in)", cpuMs: median(counted(started).map((run) => run.ms)), statements: median(counted(started).map((run) => run.statements)) },
      { call: "finishGame (a verified, paid Klondike win)", cpuMs: median(counted(finishes).map((run) => run.ms)), statements: median(counted(finishes).map((run) => run.statements)) },
      { call: "the bare replay of the same log (rules.ts)", cpuMs: median(counted(replays)), statements: null },
    ];
  } finally {
    await db.$disconnect();
    await database.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
