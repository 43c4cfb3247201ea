import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { ROOT_DIR } from "../api/config.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { planPurchase } from "../api/store/purchase.ts";
import { buildStoreCatalog, unitPrice } from "../api/store/storeCatalog.ts";
import { gameRegistry } from "../games/registry.ts";
import { credit, findLedgerMismatches } from "../api/wallet/wallet.ts";
import { signUp } from "./benchPlayers.ts";
import { startForkedPortal } from "./forkedPortal.ts";

/**
 * Purchase throughput: POST /api/purch-g over HTTP (autocannon; the portal in a process of its
 * own, players signed up through it) against a bare `pg` client running the very statement the
 * portal sends (`planPurchase`) on the same database, in the same run: one player buying from
 * many tabs at once (serialised by its row lock) and many players at once. The ratio is what
 * counts (the machine is shared). Asserts nothing but the books afterwards.
 */

const DURATION_S = Number(process.env.BENCH_PURCHASE_SECONDS ?? 4);
const WARMUP_S = 1;
/** Runs of each side, alternating which goes first; the median of each side is reported (the machine is shared). */
const ROUNDS = Number(process.env.BENCH_PURCHASE_ROUNDS ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20);
const ONE_PLAYER_CONCURRENCY = 16;
/** As much as a balance holds (a 32-bit integer) with room for the credits below: never "not enough". */
const STARTING_GEMS = 1_000_000_000;
/** A pack of 5 hints for Big City Adventure, 10 gems: countable and uncapped, so every purchase succeeds. */
const ITEM = { kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 5 } as const;

export interface PurchaseBenchRow {
  label: string;
  /** Purchases per second over HTTP. */
  portal: number;
  /** Purchases per second by the bare client. */
  bare: number;
  ratio: number;
  goal: number;
  /** Failed requests or statements (any answer but a successful purchase). */
  errors: number;
}

interface Scenario {
  label: string;
  /** The players that buy; connection i buys as player i modulo their number. */
  players: Player[];
  concurrency: number;
}

interface Player {
  userId: string;
  cookie: string;
  /** The session the cookie carries: the route passes it to the purchase's statement, so the bare client does too. */
  sessionToken: string;
}

/** Requests per second of successful purchases over HTTP, each connection buying as one player. */
async function overHttp(origin: string, scenario: Scenario, body: string, seconds: number): Promise<{ rate: number; errors: number }> {
  let next = 0;
  const result = await autocannon({
    url: `${origin}/api/purch-g`,
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body,
    connections: scenario.concurrency,
    duration: seconds,
    setupClient: (client) => {
      const player = scenario.players[next++ % scenario.players.length]!;
      client.setHeaders({ "content-type": "application/json", origin, cookie: player.cookie });
    },
  });
  return { rate: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

/**
 * The same purchases by a bare client: as many loops as HTTP connections, each running the
 * statement `purchase()` would run, on a pool as large as the portal's (pg's default of 10).
 */
async function bareClient(pool: pg.Pool, scenario: Scenario, seconds: number, statementFor: (player: Player) => { text: string; values: unknown[] }) {
  const end = performance.now() + seconds * 1000;
  let done = 0;
  let errors = 0;
  await Promise.all(
    Array.from({ length: scenario.concurrency }, async (_, i) => {
      const player = scenario.players[i % scenario.players.length]!;
      while (performance.now() < end) {
        const statement = statementFor(player);
        const { rows } = await pool.query<{ outcome: string }>(statement.text, statement.values);
        if (rows[0]?.outcome === "ok") done++;
        else errors++;
      }
    }),
  );
  return { rate: done / seconds, errors };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export async function benchPurchases(log: (line: string) => void = console.log): Promise<PurchaseBenchRow[]> {
  const files = await readCatalogFiles(path.join(ROOT_DIR, "data"));
  const store = buildStoreCatalog(files.store, files.games, gameRegistry);
  const product = store.find(ITEM.kind, ITEM.gameId, ITEM.itemId, ITEM.count);
  const price = product && unitPrice(product, "GEMS");
  if (!product || price === null || price === undefined) throw new Error("The bench's item (Hint x5 of BCA) is not in data/.");
  const body = JSON.stringify({ t: 0, x: ITEM.gameId, p: price, q: 1, i: ITEM.itemId, c: ITEM.count });
  const statementFor = (player: Player) => {
    const { statement } = planPurchase(player.userId, "GEMS", product, price, 1, player.sessionToken);
    return { text: statement.text, values: statement.values };
  };

  const portal = await startForkedPortal();
  const origin = `http://localhost:${portal.port}`;
  const db = createDatabaseClient(portal.databaseUrl);
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 10 });
  try {
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { userId, cookie } = await signUp(origin, i);
      const { token } = await db.session.findFirstOrThrow({ where: { userId }, select: { token: true } });
      await db.$transaction((tx) => credit(tx, { userId, currency: "GEMS", amount: STARTING_GEMS, reason: "bench" }));
      players.push({ userId, cookie, sessionToken: token });
    }
    const scenarios: Scenario[] = [
      { label: `purchase, 1 player, ${ONE_PLAYER_CONCURRENCY} at once`, players: players.slice(0, 1), concurrency: ONE_PLAYER_CONCURRENCY },
      { label: `purchase, ${PLAYERS} players at once`, players, concurrency: PLAYERS },
    ];
    log(
      `Purchases: POST /api/purch-g (autocannon) against a bare pg client running the same statement; median of ${ROUNDS} alternating runs of ${DURATION_S} s each, after ${WARMUP_S} s of warm-up.`,
    );
    log("| path | portal (req/s) | bare pg (tx/s) | ratio | goal | errors |");
    log("|---|---|---|---|---|---|");
    const rows: PurchaseBenchRow[] = [];
    for (const scenario of scenarios) {
      await overHttp(origin, scenario, body, WARMUP_S);
      await bareClient(pool, scenario, WARMUP_S, statementFor);
      const http: { rate: number; errors: number }[] = [];
      const bare: { rate: number; errors: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const sides = [
          async () => http.push(await overHttp(origin, scenario, body, DURATION_S)),
          async () => bare.push(await bareClient(pool, scenario, DURATION_S, statementFor)),
        ];
        for (const side of round % 2 === 0 ? sides : sides.reverse()) await side();
      }
      const portalRate = median(http.map((run) => run.rate));
      const bareRate = median(bare.map((run) => run.rate));
      const errors = [...http, ...bare].reduce((sum, run) => sum + run.errors, 0);
      const row = { label: scenario.label, portal: portalRate, bare: bareRate, ratio: bareRate > 0 ? portalRate / bareRate : 0, goal: 0.5, errors };
      log(`| ${row.label} | ${row.portal.toFixed(0)} | ${row.bare.toFixed(0)} | ${(row.ratio * 100).toFixed(0)}% | >= ${row.goal * 100}% | ${row.errors} |`);
      rows.push(row);
    }
    const mismatches = await findLedgerMismatches(db);
    const [negative] = await pool.query<{ count: string }>(`SELECT count(*) FROM "Player" WHERE gems < 0 OR tokens < 0`).then((r) => r.rows);
    log(`Books after: ${mismatches.length} ledger mismatches, ${negative?.count ?? "?"} negative balances.`);
    if (mismatches.length > 0 || negative?.count !== "0") throw new Error("The books do not balance after the purchase bench.");
    return rows;
  } finally {
    await pool.end();
    await db.$disconnect();
    await portal.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPurchases();
