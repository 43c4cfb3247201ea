import pg from "pg";
import { z } from "zod";
import { operationHash, type OperationName } from "../games/sdk/operations.ts";
import { rules as klondike } from "../games/rivers-of-gold-solitaire/rules.ts";
import { signUp, type BenchPlayer } from "./benchPlayers.ts";
import { startForkedPortal } from "./forkedPortal.ts";
import { PLAYERS, ROUNDS, WARM_UP, winningLog } from "./playRounds.ts";
import { processCpuMs } from "./measures.ts";

/**
 * Playing through the door a game frame uses (issue 31): the SDK's own persisted operations
 * (SdkStartGame, SdkFinishGame, with its leaderboard and wallet), sent as a frame sends them (Origin
 * null, the game's capability, no cookie) to the portal in a process of its own. The portal
 * process's CPU is read from /proc before and after each batch of calls, one call at a time, so a
 * figure is the whole request: HTTP, the capability, GraphQL, the domain and the answer.
 */

export interface PlayDoorRow {
  call: string;
  /** Mean milliseconds of the portal process's CPU per call over the timed batch. */
  cpuMs: number;
  calls: number;
}

const Capability = z.object({ data: z.object({ grantGameCapability: z.object({ token: z.string() }) }) });
const Started = z.object({ data: z.object({ startGame: z.object({ session: z.object({ id: z.string(), seed: z.string() }) }) }) });
const Finished = z.object({ data: z.object({ finishGame: z.object({ __typename: z.literal("FinishGameSuccess"), tokensEarned: z.number() }) }) });

export async function benchPlayDoor(print: (line: string) => void): Promise<PlayDoorRow[]> {
  const portal = await startForkedPortal();
  const origin = `http://127.0.0.1:${portal.port}`;
  const database = new pg.Client({ connectionString: portal.databaseUrl });
  await database.connect();
  try {
    const grant = async (player: BenchPlayer, session?: string): Promise<string> => {
      const response = await fetch(`${origin}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", origin, cookie: player.cookie },
        body: JSON.stringify({
          query: "mutation ($input: GrantGameCapabilityInput!) { grantGameCapability(input: $input) { ... on GameCapability { token } } }",
          variables: { input: { game: klondike.code, ...(session ? { session } : {}) } },
        }),
      });
      return Capability.parse(await response.json()).data.grantGameCapability.token;
    };
    const fromFrame = async (name: OperationName, variables: Record<string, unknown>, capability: string): Promise<unknown> => {
      const response = await fetch(`${origin}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json", origin: "null", authorization: `Bearer ${capability}` },
        body: JSON.stringify({ operationName: name, variables, extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(name) } } }),
      });
      return response.json();
    };
    /** The mean CPU per call of `calls`, run one after another, the first WARM_UP not counted. */
    const timed = async (calls: (() => Promise<void>)[]): Promise<number> => {
      for (const call of calls.slice(0, WARM_UP)) await call();
      const before = processCpuMs(portal.pid);
      for (const call of calls.slice(WARM_UP)) await call();
      return (processCpuMs(portal.pid) - before) / (calls.length - WARM_UP);
    };

    const players: { player: BenchPlayer; capability: string }[] = [];
    for (let index = 0; index < PLAYERS; index++) {
      const player = await signUp(origin, `door-${index}`);
      players.push({ player, capability: await grant(player) });
    }
    const sessions: { player: BenchPlayer; sessionId: string; seed: string }[] = [];
    const startMs = await timed(
      Array.from({ length: ROUNDS }, (_, round) => async () => {
        const { player, capability } = players[round % PLAYERS]!;
        const answer = Started.parse(await fromFrame("SdkStartGame", { input: { game: klondike.code, daily: false } }, capability));
        sessions.push({ player, sessionId: answer.data.startGame.session.id, seed: answer.data.startGame.session.seed });
      }),
    );
    const capabilities = new Map<string, string>();
    for (const { player, sessionId } of sessions) capabilities.set(sessionId, await grant(player, sessionId));
    const wins: { sessionId: string; capability: string; log: unknown[] }[] = [];
    for (const { sessionId, seed } of sessions) {
      const log = winningLog(seed, undefined);
      if (log) wins.push({ sessionId, capability: capabilities.get(sessionId)!, log });
    }
    // The solver held this process's event loop for seconds: the portal closed the idle
    // keep-alive connections meanwhile, which the first request after it may find closed.
    await fetch(`${origin}/healthz`).catch(() => fetch(`${origin}/healthz`));
    // As a person would have played them: started an hour before their finish.
    await database.query(`UPDATE "GameSession" SET "startedAt" = "startedAt" - interval '1 hour' WHERE "finishedAt" IS NULL`);
    const finishMs = await timed(
      wins.map((win) => async () => {
        const answer = Finished.parse(await fromFrame("SdkFinishGame", { input: { session: win.sessionId, moves: win.log } }, win.capability));
        if (answer.data.finishGame.tokensEarned === 0) throw new Error("A win through the door was not paid.");
      }),
    );
    print(`Through the SDK's door: ${sessions.length} starts and ${wins.length} paid Klondike wins, the first ${WARM_UP} of each not counted.`);
    return [
      { call: "SdkStartGame (Klondike), the whole request", cpuMs: startMs, calls: sessions.length - WARM_UP },
      { call: "SdkFinishGame (a verified, paid Klondike win), the whole request", cpuMs: finishMs, calls: wins.length - WARM_UP },
    ];
  } finally {
    await database.end();
    await portal.stop();
  }
}
