import { Hono } from "hono";
import { z } from "zod";
import { gameRegistry } from "../../games/registry.ts";
import type { Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/session.ts";
import { challengeCatalog } from "../challenges/catalog.ts";
import { challengeEnvironment, listWonChallenges, readChallengeState } from "../challenges/challenges.ts";
import { challengeStateToShortKeys, wonToShortKeys } from "../challenges/shortKeys.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { readJsonObject } from "./requestBody.ts";

const MAX_SEED = 2 ** 31 - 1;

/** Action l takes a seed `s` (a whole number, default 0); action w nothing more. From the query string or a JSON body. */
const request = z.discriminatedUnion("a", [
  z.object({ a: z.literal("l"), s: z.coerce.number().int().min(0).max(MAX_SEED).default(0) }),
  z.object({ a: z.literal("w") }),
]);

/**
 * /api/challenge (docs/product/calls.md#challenge): action l with seed s answers the active list a, suggestions s and max
 * slots m.m (plus seed and the counters); action w the won list w. Reading the list is a
 * navigation, so done slots are freed first (docs/product/challenges.md#slots). Only signed-in players have
 * challenges (docs/product/challenges.md#who-has-challenges): everyone else gets the empty defaults and the default slot count.
 */
export function challengeRoute(db: Database, auth: Auth, events: PortalEvents, dataDir: string, now: () => Date = () => new Date()): Hono {
  const route = new Hono();
  route.on(["GET", "POST"], "/", async (c) => {
    const query = Object.fromEntries(new URL(c.req.url).searchParams);
    const parsed = request.safeParse({ ...(await readJsonObject(c.req.raw)), ...query });
    if (!parsed.success) {
      return c.json({ error: "bad_request", message: 'Use action "l" with a whole-number seed "s", or action "w".' }, 400);
    }
    const env = challengeEnvironment({ db, now, games: gameRegistry, events }, challengeCatalog(dataDir));
    const viewer = await resolveViewer(auth, c.req.raw.headers);
    if (parsed.data.a === "w") return c.json(wonToShortKeys(await listWonChallenges(env, viewer)));
    return c.json(challengeStateToShortKeys(await readChallengeState(env, viewer, { seed: parsed.data.s, navigate: true })));
  });
  return route;
}
