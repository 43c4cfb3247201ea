import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { readCatalogFiles } from "../api/catalog/catalogFiles.ts";
import { ROOT_DIR } from "../api/config.ts";
import { createDatabaseClient } from "../api/database/prisma.ts";
import { planPurchase } from "../api/store/purchase.ts";
import { buildStoreCatalog, unitPrice } from "../api/store/storeCatalog.ts";
import { gameRegistry } from "../games/registry.ts";
import { credit, findLedgerMismatches } from "../api/wallet/wallet.ts";
import purchaseMutation from "../client/__generated__/usePurchaseMutation.graphql.ts";
import { signUp } from "./benchPlayers.ts";
import { startForkedPortal } from "./forkedPortal.ts";
import { alternately, loopRate, postRate, type Rate } from "./measures.ts";

/**
 * Purchase throughput, in the same run and on the same database (the portal in a process of its
 * own, players signed up through it):
 * - the store dialog's own GraphQL mutation (`usePurchaseMutation`, purchaseWithGems) over HTTP;
 * - the same purchase through the REST route POST /api/purch-g;
 * - a bare `pg` client running the very statement the portal sends (`planPurchase`).
 * Each for one player buying from many tabs at once (serialised by its row lock) and for many
 * players at once. A side's rate counts purchases the database shows made (its bills), not
 * answers. The ratios are what count (the machine is shared). Asserts nothing but the books.
 */

const DURATION_S = Number(process.env.BENCH_PURCHASE_SECONDS ?? 4);
/** Runs of each side, alternating which goes first; the median of each side is reported (the machine is shared). */
const ROUNDS = Number(process.env.BENCH_PURCHASE_ROUNDS ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20);
const ONE_PLAYER_CONCURRENCY = 16;
/** As much as a balance holds (a 32-bit integer) with room for the credits below: never "not enough". */
const STARTING_GEMS = 1_000_000_000;
/** A pack of 5 hints for Big City Adventure, 10 gems: countable and uncapped, so every purchase succeeds. */
const ITEM = { kind: "POWERUP", gameId: "BCA", itemId: "HI", count: 5 } as const;
/** Issue 31's goals: GraphQL at 75% of the REST route, and both doors at 50% of bare pg. */
const GOAL_OF_REST = 0.75;
const GOAL_OF_BARE = 0.5;

export interface PurchaseBenchRow {
  label: string;
  /** Purchases per second through each door, and by the bare client. */
  graphql: Rate;
  rest: Rate;
  bare: Rate;
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

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : "-");

export async function benchPurchases(log: (line: string) => void = console.log): Promise<PurchaseBenchRow[]> {
  const files = await readCatalogFiles(path.join(ROOT_DIR, "data"));
  const store = buildStoreCatalog(files.store, files.games, gameRegistry);
  const product = store.find(ITEM.kind, ITEM.gameId, ITEM.itemId, ITEM.count);
  const price = product && unitPrice(product, "GEMS");
  if (!product || price === null || price === undefined) throw new Error("The bench's item (Hint x5 of BCA) is not in data/.");
  const restBody = JSON.stringify({ t: 0, x: ITEM.gameId, p: price, q: 1, i: ITEM.itemId, c: ITEM.count });
  // What the store dialog sends for this item (client/store/usePurchaseMutation.ts).
  const graphqlBody = JSON.stringify({
    query: purchaseMutation.params.text,
    variables: { gems: true, input: { kind: ITEM.kind, gameCode: ITEM.gameId, itemId: ITEM.itemId, count: ITEM.count, quantity: 1, unitPrice: price } },
  });
  const statementFor = (player: Player) => {
    const { statement } = planPurchase(player.userId, "GEMS", product, price, 1, player.sessionToken);
    return { text: statement.text, values: statement.values };
  };

  const portal = await startForkedPortal();
  const origin = `http://localhost:${portal.port}`;
  const db = createDatabaseClient(portal.databaseUrl);
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 10 });
  const bills = async () => Number((await pool.query<{ count: string }>(`SELECT count(*) FROM "Bill"`)).rows[0]!.count);
  try {
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { userId, cookie } = await signUp(origin, i);
      const { token } = await db.session.findFirstOrThrow({ where: { userId }, select: { token: true } });
      await db.$transaction((tx) => credit(tx, { userId, currency: "GEMS", amount: STARTING_GEMS, reason: "bench" }));
      players.push({ userId, cookie, sessionToken: token });
    }
    const scenarios: Scenario[] = [
      { label: `1 player, ${ONE_PLAYER_CONCURRENCY} at once`, players: players.slice(0, 1), concurrency: ONE_PLAYER_CONCURRENCY },
      { label: `${PLAYERS} players at once`, players, concurrency: PLAYERS },
    ];
    /** A door's run, its rate being the purchases made (bills written) per second. */
    const overHttp = (url: string, body: string, scenario: Scenario) => async (warmUp: boolean) => {
      const seconds = warmUp ? 1 : DURATION_S;
      const before = await bills();
      const run = await postRate({
        url,
        body,
        connections: scenario.concurrency,
        seconds,
        headersOf: (connection) => ({ "content-type": "application/json", origin, cookie: scenario.players[connection % scenario.players.length]!.cookie }),
        pid: portal.pid,
      });
      const made = (await bills()) - before;
      return { rate: made / seconds, errors: run.errors, cpuMs: run.cpuMs };
    };
    const bare = (scenario: Scenario) => (warmUp: boolean) =>
      loopRate(scenario.concurrency, warmUp ? 1 : DURATION_S, async (loop) => {
        const statement = statementFor(scenario.players[loop % scenario.players.length]!);
        const { rows } = await pool.query<{ outcome: string }>(statement.text, statement.values);
        return rows[0]?.outcome === "ok";
      });
    log(
      `Purchases of one item: the store dialog's GraphQL mutation (purchaseWithGems) and POST /api/purch-g (autocannon, keep-alive) against a bare pg client running the same statement; purchases made per second (bills written), median of ${ROUNDS} alternating runs of ${DURATION_S} s each after a warm-up; the portal process's CPU per purchase.`,
    );
    log(
      `| players | GraphQL (req/s) | REST (req/s) | bare pg (tx/s) | GraphQL / REST (goal >= ${GOAL_OF_REST * 100}%) | GraphQL / bare (goal >= ${GOAL_OF_BARE * 100}% at ${PLAYERS} players) | REST / bare | CPU per purchase, GraphQL / REST | errors |`,
    );
    log("|---|---|---|---|---|---|---|---|---|");
    const rows: PurchaseBenchRow[] = [];
    for (const scenario of scenarios) {
      const sides = await alternately(ROUNDS, {
        graphql: overHttp(`${origin}/graphql`, graphqlBody, scenario),
        rest: overHttp(`${origin}/api/purch-g`, restBody, scenario),
        bare: bare(scenario),
      });
      const row = { label: scenario.label, ...sides };
      const errors = row.graphql.errors + row.rest.errors + row.bare.errors;
      log(
        `| ${row.label} | ${row.graphql.rate.toFixed(0)} | ${row.rest.rate.toFixed(0)} | ${row.bare.rate.toFixed(0)} | ${percent(row.graphql.rate, row.rest.rate)} | ${percent(row.graphql.rate, row.bare.rate)} | ${percent(row.rest.rate, row.bare.rate)} | ${row.graphql.cpuMs.toFixed(2)} / ${row.rest.cpuMs.toFixed(2)} ms | ${errors} |`,
      );
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
