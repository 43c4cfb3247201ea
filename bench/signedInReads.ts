import { fileURLToPath } from "node:url";
import pg from "pg";
import { z } from "zod";
import appQuery from "../client/__generated__/AppQuery.graphql.ts";
import { signUp } from "./benchPlayers.ts";
import { startForkedPortal } from "./forkedPortal.ts";
import { alternately, loopRate, postRate, type Rate } from "./measures.ts";

/**
 * The header's query for signed-in players (AppQuery: the portal, the viewer, balances, menus),
 * as the client sends it, over HTTP (autocannon, keep-alive, each connection a player of its own)
 * to the portal in a process of its own, against a bare `pg` pool running the fewest statements
 * that answer it: the session by its token with its user, and the player. In the same run, on the
 * same database; issue 31's goal is 50% of the bare rate.
 */

const DURATION_S = Number(process.env.BENCH_READ_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_READ_ROUNDS ?? 3);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 20);
const GOAL = 0.5;

const SESSION_READ = `SELECT s."userId", s."expiresAt", u.email, u.name, u."emailVerified" FROM "session" s JOIN "user" u ON u.id = s."userId" WHERE s.token = $1 AND s."expiresAt" > now()`;
const PLAYER_READ = `SELECT "userId", username, "userIcon", gems, tokens FROM "Player" WHERE "userId" = $1`;

const SignedIn = z.object({ data: z.object({ viewer: z.object({ status: z.literal("LOGGED_IN"), player: z.object({ gems: z.number() }) }) }) });

export interface SignedInReadRow {
  label: string;
  portal: Rate;
  bare: Rate;
}

export async function benchSignedInReads(log: (line: string) => void = console.log): Promise<SignedInReadRow[]> {
  const portal = await startForkedPortal();
  const origin = `http://localhost:${portal.port}`;
  const pool = new pg.Pool({ connectionString: portal.databaseUrl, max: 10 });
  const body = JSON.stringify({ query: appQuery.params.text, variables: {} });
  try {
    const players: { cookie: string; token: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const { userId, cookie } = await signUp(origin, `reader-${i}`);
      const { rows } = await pool.query<{ token: string }>(`SELECT token FROM "session" WHERE "userId" = $1`, [userId]);
      players.push({ cookie, token: rows[0]!.token });
    }
    const headersOf = (connection: number) => ({ "content-type": "application/json", accept: "application/json", origin, cookie: players[connection % PLAYERS]!.cookie });
    // The figures are of a signed-in answer: one is checked before anything is timed.
    const answer: unknown = await (await fetch(`${origin}/graphql`, { method: "POST", headers: headersOf(0), body })).json();
    if (!SignedIn.safeParse(answer).success) throw new Error(`AppQuery did not answer as a signed-in player: ${JSON.stringify(answer).slice(0, 300)}`);

    log(
      `Signed-in reads: the header's AppQuery as the client sends it (autocannon, keep-alive, ${PLAYERS} players, a connection each) against a bare pg pool reading the session with its user and the player; median of ${ROUNDS} alternating runs of ${DURATION_S} s each after a warm-up; the portal process's CPU per answer.`,
    );
    log(`| read | portal (req/s) | bare pg (reads/s) | ratio (goal >= ${GOAL * 100}%) | portal CPU per answer | errors |`);
    log("|---|---|---|---|---|---|");
    const sides = await alternately(ROUNDS, {
      portal: (warmUp) => postRate({ url: `${origin}/graphql`, body, connections: PLAYERS, seconds: warmUp ? 1 : DURATION_S, headersOf, pid: portal.pid }),
      bare: (warmUp) =>
        loopRate(PLAYERS, warmUp ? 1 : DURATION_S, async (loop) => {
          const session = await pool.query<{ userId: string }>(SESSION_READ, [players[loop % PLAYERS]!.token]);
          const userId = session.rows[0]?.userId;
          if (userId === undefined) return false;
          return (await pool.query(PLAYER_READ, [userId])).rowCount === 1;
        }),
    });
    const row = { label: "signed-in header query (AppQuery)", ...sides };
    log(
      `| ${row.label} | ${row.portal.rate.toFixed(0)} | ${row.bare.rate.toFixed(0)} | ${Math.round((row.portal.rate / Math.max(1, row.bare.rate)) * 100)}% | ${row.portal.cpuMs.toFixed(2)} ms | ${row.portal.errors + row.bare.errors} |`,
    );
    return [row];
  } finally {
    await pool.end();
    await portal.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchSignedInReads();
