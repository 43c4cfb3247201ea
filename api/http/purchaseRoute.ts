import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Auth } from "../auth/auth.ts";
import { resolveSession } from "../auth/session.ts";
import { isLoggedIn } from "../auth/viewer.ts";
import type { Currency } from "../generated/prisma/client.ts";
import type { Database } from "../database/prisma.ts";
import type { PortalEvents } from "../events.ts";
import { ITEM_KINDS } from "../inventory/inventory.ts";
import { purchase, type PurchaseOutcome } from "../store/purchase.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { readBalance } from "../wallet/wallet.ts";
import { readJsonObject } from "./requestBody.ts";

/**
 * The REST purchase shim for games (docs/product/calls.md#purchases): POST /api/purch-g (gems) and /api/purch-t (tokens) with
 * body { t kind, x game, p unit price after discount, q quantity, i item, c count } or, for pin
 * boards, { t: 2, b board id, p, q }. Answers { r: "s", n, i, c, pu } or { error, n, message }.
 */
const body = z.object({
  t: z.number().int().min(0).max(ITEM_KINDS.length - 1),
  x: z.string().max(8).optional(),
  p: z.number().int(),
  q: z.number(),
  i: z.string().max(64).optional(),
  c: z.number().int().positive().optional(),
  b: z.string().max(64).optional(),
});

const STATUS: Record<Exclude<Exclude<PurchaseOutcome, { ok: true }>["error"], "not_signed_in">, 400 | 404 | 409> = {
  not_enough: 409,
  unknown_item: 404,
  price_mismatch: 409,
  invalid_quantity: 400,
  already_owned: 409,
  free_item: 409,
};

const NOT_SIGNED_IN = { error: "not_signed_in", n: 0, message: "User not defined" } as const;

export function purchaseRoute(db: Database, auth: Auth, store: StoreCatalog, events: PortalEvents): Hono {
  const route = new Hono();
  const handle = (currency: Currency) => async (c: Context) => {
    const { viewer, sessionToken } = await resolveSession(auth, c.req.raw.headers);
    if (!isLoggedIn(viewer) || sessionToken === null) return c.json(NOT_SIGNED_IN, 401);
    const userId = viewer.userId;
    const parsed = body.safeParse(await readJsonObject(c.req.raw));
    const refuse = async (error: string, message: string, status: 400 | 404 | 409) =>
      c.json({ error, n: await readBalance(db, userId, currency), message }, status);
    if (!parsed.success) return refuse("bad_request", "The purchase data is incomplete or malformed.", 400);
    const { t, x, p, q, i, c: count, b } = parsed.data;
    const kind = ITEM_KINDS[t]!;
    const request = {
      kind,
      gameId: (x ?? "").toUpperCase(),
      itemId: kind === "PIN_BOARD" ? (b ?? i ?? "") : (i ?? ""),
      count: count ?? 1,
      quantity: q,
      unitPrice: p,
    };
    // The session may have ended since it was looked up (the lookup is cached for seconds): the
    // purchase's statement checks it is still alive.
    const outcome = await purchase({ db, store, events }, userId, currency, request, sessionToken);
    if (outcome.ok) return c.json({ r: "s", n: outcome.balance, i: outcome.product.itemId, c: outcome.ownedAfter, pu: outcome.powerupsGranted });
    switch (outcome.error) {
      case "not_signed_in":
        auth.sessions.forgetSession(sessionToken);
        return c.json(NOT_SIGNED_IN, 401);
      case "not_enough":
        return c.json({ error: outcome.error, n: outcome.balance, message: outcome.message }, STATUS[outcome.error]);
      default:
        return refuse(outcome.error, outcome.message, STATUS[outcome.error]);
    }
  };
  route.post("/purch-g", handle("GEMS"));
  route.post("/purch-t", handle("TOKENS"));
  return route;
}
