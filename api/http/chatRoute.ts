import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/session.ts";
import { roomCounts } from "../chat/chat.ts";
import type { Database } from "../database/prisma.ts";
import { readAction } from "./requestBody.ts";

/**
 * /api/chat (docs/product/calls.md#chat) with action cc: the counts per room `rm` ({ R0: players, ... }). Only
 * signed-in players get counts; everyone else gets the empty default.
 */
export function chatRoute(db: Database, auth: Auth, dataDir: string, now: () => Date = () => new Date()): Hono {
  const route = new Hono();
  route.on(["GET", "POST"], "/", async (c) => {
    const action = await readAction(c.req.raw);
    if (action !== "cc") return c.json({ error: "bad_action", message: `Unknown chat action "${action ?? ""}"; use cc.` }, 400);
    const viewer = await resolveViewer(auth, c.req.raw.headers);
    return c.json({ rm: await roomCounts(db, viewer, now(), dataDir) });
  });
  return route;
}
