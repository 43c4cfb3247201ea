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
};

const NOT_SIGNED_IN = { error: "not_signed_in", n: 0, message: "User not defined" } as const;

/** How long, and for how many Cookie headers, a signed-in player's session is remembered. */
const REMEMBER_MS = 60_000;
const REMEMBER_MAX = 5_000;

interface SignedIn {
  userId: string;
  sessionToken: string;
  /** Whether this came from memory rather than from better-auth just now. */
  remembered: boolean;
}

/**
 * Whom a Cookie header signed in as, remembered for a minute so a player's next purchases skip
 * better-auth's session read (two queries). Safe because every purchase made on a remembered
 * session re-checks, in its own statement, that the session is still alive (signed out, revoked or
 * expired: refused), and answers that do not run that statement ask better-auth again; only
 * better-auth decides whom a header belongs to, and only signed-in players are remembered.
 */
function signedInPlayers(auth: Auth) {
  const memory = new Map<string, { userId: string; sessionToken: string; until: number }>();
  const forget = (headers: Headers) => memory.delete(headers.get("cookie") ?? "");
  const lookUp = async (headers: Headers): Promise<SignedIn | null> => {
    const cookie = headers.get("cookie");
    if (cookie === null) return null;
    const known = memory.get(cookie);
    if (known && known.until > Date.now()) return { userId: known.userId, sessionToken: known.sessionToken, remembered: true };
    memory.delete(cookie);
    const { viewer, sessionToken } = await resolveSession(auth, headers);
    if (!isLoggedIn(viewer) || sessionToken === null) return null;
    // Oldest first: a Map keeps insertion order.
    if (memory.size >= REMEMBER_MAX) memory.delete(memory.keys().next().value!);
    memory.set(cookie, { userId: viewer.userId, sessionToken, until: Date.now() + REMEMBER_MS });
    return { userId: viewer.userId, sessionToken, remembered: false };
  };
  return {
    lookUp,
    forget,
    /** The player again from better-auth when `player` came from memory. */
    async confirm(headers: Headers, player: SignedIn): Promise<SignedIn | null> {
      if (!player.remembered) return player;
      forget(headers);
      return lookUp(headers);
    },
  };
}

export function purchaseRoute(db: Database, auth: Auth, store: StoreCatalog, events: PortalEvents): Hono {
  const route = new Hono();
  const players = signedInPlayers(auth);
  const handle = (currency: Currency) => async (c: Context) => {
    const { headers } = c.req.raw;
    const player = await players.lookUp(headers);
    if (!player) return c.json(NOT_SIGNED_IN, 401);
    const parsed = body.safeParse(await readJsonObject(c.req.raw));
    // Refusals that did not re-check the session in the purchase's statement: better-auth confirms it
    // before the balance is shown.
    const refuse = async (error: string, message: string, status: 400 | 404 | 409) => {
      const confirmed = await players.confirm(headers, player);
      if (!confirmed) return c.json(NOT_SIGNED_IN, 401);
      return c.json({ error, n: await readBalance(db, confirmed.userId, currency), message }, status);
    };
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
    const outcome = await purchase({ db, store, events }, player.userId, currency, request, player.sessionToken);
    if (outcome.ok) return c.json({ r: "s", n: outcome.balance, i: outcome.product.itemId, c: outcome.ownedAfter, pu: outcome.powerupsGranted });
    switch (outcome.error) {
      case "not_signed_in":
        players.forget(headers);
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
