import { Hono } from "hono";
import type { Database } from "../database/prisma.ts";
import { readGameQa } from "../qa/qa.ts";

/** `GET /qa/{gameId}` (docs/product/calls.md#qa): a game's questions `q` and search index `i`; the game by id or slug. */
export function qaRoute(db: Database): Hono {
  const route = new Hono();
  route.get("/:game", async (c) => {
    const qa = await readGameQa(db, c.req.param("game"));
    if (!qa) return c.json({ error: "unknown_game", message: "There is no game with that id." }, 404);
    c.header("Cache-Control", "no-cache");
    return c.json(qa);
  });
  return route;
}
