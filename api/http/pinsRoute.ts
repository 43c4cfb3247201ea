import { Hono } from "hono";
import type { Auth } from "../auth/auth.ts";
import { resolveViewer } from "../auth/session.ts";
import type { Database } from "../database/prisma.ts";
import { pinsOf, pinsToShortKeys } from "../pins/pins.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { readAction } from "./requestBody.ts";

/**
 * /api/pins with action `a`: l (the viewer's boards b, owned pins o, placed pins p; docs/product/calls.md#pins). Only
 * signed-in players have pins; everyone else gets the empty defaults.
 */
export function pinsRoute(db: Database, auth: Auth, store: StoreCatalog): Hono {
  const route = new Hono();
  route.on(["GET", "POST"], "/", async (c) => {
    const action = await readAction(c.req.raw);
    if (action !== "l") return c.json({ error: "bad_action", message: `Unknown pins action "${action ?? ""}"; use l.` }, 400);
    const viewer = await resolveViewer(auth, c.req.raw.headers);
    return c.json(pinsToShortKeys(await pinsOf(db, store, viewer)));
  });
  return route;
}
