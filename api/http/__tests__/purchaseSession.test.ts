import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { createPortalEvents } from "../../events.ts";
import { purchase } from "../../store/purchase.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { findProduct, requestFor } from "../../store/__tests__/storeFixtures.ts";

/**
 * Every door looks sessions up through the process's short session cache (api/auth/sessionCache.ts),
 * and the purchase's own statement re-checks the session. So a session that ended (signed out,
 * expired) buys nothing, even replayed byte for byte; a sign-out is forgotten at once, so nothing
 * more is learnt through it either.
 */

const NOT_SIGNED_IN = { status: 401, body: { error: "not_signed_in", n: 0, message: "User not defined" } };
const HINTS = { t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 };

const { app, db, store } = useTestApp();
const events = createPortalEvents();

let emails = 0;
/** A signed-up player who has bought once through the route, so its session is in the session cache. */
async function rememberedPlayer() {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`session-${Date.now()}-${emails++}@example.test`);
  expect(signUp.status).toBe(200);
  const userId = signUp.body.user!.id;
  expect(await client.json("/api/purch-g", HINTS)).toMatchObject({ status: 200, body: { n: 90 } });
  // A second client sending the very same Cookie header.
  const replay = new HttpClient(app);
  for (const [name, value] of client.cookies) replay.cookies.set(name, value);
  return { client, replay, userId };
}

async function books(userId: string) {
  return {
    wallet: await db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true, tokens: true } }),
    bills: await db.bill.count({ where: { userId } }),
    ledger: await db.ledgerEntry.count({ where: { userId } }),
    inventory: await db.inventoryItem.findMany({ where: { userId }, orderBy: [{ kind: "asc" }, { itemId: "asc" }] }),
  };
}

describe("a remembered session that ended", () => {
  test("signed out: the same Cookie header buys nothing, and refusals show no balance", async () => {
    const { client, replay, userId } = await rememberedPlayer();
    expect(await replay.json("/api/purch-g", HINTS)).toMatchObject({ status: 200, body: { n: 80 } });
    expect((await client.signOut()).status).toBe(200);
    const before = await books(userId);

    expect(await replay.json("/api/purch-g", HINTS)).toEqual(NOT_SIGNED_IN);
    expect(await replay.json("/api/purch-t", { ...HINTS, p: 50 })).toEqual(NOT_SIGNED_IN);
    // Answers the purchase statement never runs for (bad body, wrong price) are refused too.
    expect(await replay.json("/api/purch-g", {})).toEqual(NOT_SIGNED_IN);
    expect(await replay.json("/api/purch-g", { ...HINTS, p: 11 })).toEqual(NOT_SIGNED_IN);
    // The other door too: GraphQL sees a visitor.
    expect((await replay.graphql<{ viewer: { status: string; email: string | null } }>("{ viewer { status email } }")).body.data?.viewer).toEqual({ status: "ANONYMOUS", email: null });
    expect(await books(userId)).toEqual(before);
    expect(await findLedgerMismatches(db, userId)).toEqual([]);
  });

  test("expired: refused although remembered", async () => {
    const { client, userId } = await rememberedPlayer();
    await db.session.updateMany({ where: { userId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const before = await books(userId);
    expect(await client.json("/api/purch-g", HINTS)).toEqual(NOT_SIGNED_IN);
    expect(await books(userId)).toEqual(before);
  });

  test("a player signed in again buys with the new session", async () => {
    const { client, userId } = await rememberedPlayer();
    const email = (await db.user.findUniqueOrThrow({ where: { id: userId } })).email;
    expect((await client.signOut()).status).toBe(200);
    expect((await client.signIn(email)).status).toBe(200);
    expect(await client.json("/api/purch-g", HINTS)).toMatchObject({ status: 200, body: { r: "s", n: 80 } });
  });
});

describe("purchase() with a session token", () => {
  test("a token that is not a live session of the player: not_signed_in, nothing changes", async () => {
    const { userId } = await rememberedPlayer();
    const other = await rememberedPlayer();
    const otherToken = (await db.session.findFirstOrThrow({ where: { userId: other.userId } })).token;
    const request = requestFor(findProduct(store, "POWERUP", "BCA", "HI", 5), "GEMS");
    const before = await books(userId);
    for (const token of ["no-such-session", otherToken]) {
      expect(await purchase({ db, store, events }, userId, "GEMS", request, token)).toEqual({ ok: false, error: "not_signed_in", message: "User not defined" });
    }
    expect(await books(userId)).toEqual(before);
    const ownToken = (await db.session.findFirstOrThrow({ where: { userId } })).token;
    expect(await purchase({ db, store, events }, userId, "GEMS", request, ownToken)).toMatchObject({ ok: true, balance: 80 });
  });
});
