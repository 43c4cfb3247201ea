import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { testStoreCatalog, useTestApp } from "../../../tests/support/testApp.ts";
import { ROOT_DIR } from "../../config.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { createCoupon, normalizeCouponCode, REDEEM_ATTEMPTS_PER_MINUTE, type NewCoupon } from "../coupons.ts";

const { app, database } = useTestApp();
const store = testStoreCatalog();

const REDEEM = `mutation ($code: String!) {
  redeemCoupon(input: { code: $code }) {
    __typename
    ... on CouponRedeemed { code gems tokens items { title count } message player { gems tokens } }
    ... on CouponError { code message }
  }
}`;
type Redeemed = { __typename: "CouponRedeemed"; code: string; gems: number; tokens: number; items: { title: string; count: number }[]; message: string; player: { gems: number; tokens: number } };
type Refused = { __typename: "CouponError"; code: string; message: string };

async function redeem(client: HttpClient, code: string): Promise<Redeemed | Refused> {
  const response = await client.graphql<{ redeemCoupon: Redeemed | Refused }>(REDEEM, { code });
  expect(response.body.errors, JSON.stringify(response.body)).toBeUndefined();
  return response.body.data!.redeemCoupon;
}

async function player(): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`coupon-${randomUUID().slice(0, 8)}@example.test`);
  expect(signUp.status).toBe(200);
  return { client, userId: signUp.body.user!.id };
}

const coupon = (grant: NewCoupon) => createCoupon(database.db, store, grant);

async function holdings(userId: string) {
  const [wallet, items] = await Promise.all([
    database.db.player.findUniqueOrThrow({ where: { userId }, select: { gems: true, tokens: true } }),
    database.db.inventoryItem.findMany({ where: { userId }, select: { kind: true, gameId: true, itemId: true, count: true }, orderBy: [{ kind: "asc" }, { itemId: "asc" }] }),
  ]);
  return { ...wallet, items };
}

describe("redeeming a coupon", () => {
  test("grants its gems, tokens, powerups and pins once, through the ledger, and says what it gave", async () => {
    const { client, userId } = await player();
    const code = await coupon({ gems: 50, tokens: 120, items: [{ kind: "POWERUP", gameId: "WOR", itemId: "HI", count: 3 }, { kind: "PIN", gameId: "", itemId: "SUN-A", count: 1 }] });
    const before = await holdings(userId);
    // Typed in lower case and in groups of four: the same code.
    const typed = code.toLowerCase().replace(/(.{4})(?=.)/g, "$1-");
    const result = await redeem(client, typed);
    expect(result).toMatchObject({
      __typename: "CouponRedeemed",
      code,
      gems: 50,
      tokens: 120,
      items: [{ title: "Hint", count: 3 }, { title: "Sunshine", count: 1 }],
      message: "Coupon redeemed: 50 gems, 120 tokens, Hint x3 and Sunshine added to your account.",
      player: { gems: before.gems + 50, tokens: before.tokens + 120 },
    });
    const after = await holdings(userId);
    expect(after.items).toEqual(
      expect.arrayContaining([
        { kind: "POWERUP", gameId: "WOR", itemId: "HI", count: 3 },
        { kind: "PIN", gameId: "", itemId: "SUN-A", count: 1 },
      ]),
    );
    expect(await database.db.ledgerEntry.count({ where: { userId, reference: `coupon:${code}` } })).toBe(2);
    expect(await findLedgerMismatches(database.db, userId)).toEqual([]);

    expect(await redeem(client, code)).toEqual({ __typename: "CouponError", code: "ALREADY_REDEEMED", message: "You have already redeemed this coupon." });
    expect(await holdings(userId)).toEqual(after);
  });

  test("unknown, badly formed, expired and used-up codes each get their message and change nothing", async () => {
    const { client, userId } = await player();
    const before = await holdings(userId);
    const expired = await coupon({ gems: 5, expiresAt: new Date("2025-03-01T23:59:59.999Z") });
    const single = await coupon({ tokens: 10, maxRedemptions: 1 });
    const other = await player();
    expect(await redeem(other.client, single)).toMatchObject({ __typename: "CouponRedeemed", tokens: 10 });

    expect(await redeem(client, "ABCDEFGHJKLMNPQR")).toEqual({ __typename: "CouponError", code: "UNKNOWN", message: "We don't know that coupon code. Check it and try again." });
    expect(await redeem(client, "SHORT")).toMatchObject({ code: "BAD_CODE", message: "Coupon codes are 16 letters and digits. Check the code and try again." });
    expect(await redeem(client, "0OIL1OIL1OIL1OIL")).toMatchObject({ code: "BAD_CODE" });
    expect(await redeem(client, expired)).toEqual({ __typename: "CouponError", code: "EXPIRED", message: "This coupon expired on March 1, 2025." });
    expect(await redeem(client, single)).toEqual({ __typename: "CouponError", code: "USED_UP", message: "This coupon has been used up." });
    expect(await holdings(userId)).toEqual(before);
    expect(await database.db.couponRedemption.count({ where: { userId } })).toBe(0);
    expect((await database.db.coupon.findUniqueOrThrow({ where: { code: single } })).redemptions).toBe(1);
  });

  test("visitors and temporary users are asked to sign in; nothing is granted", async () => {
    const code = await coupon({ gems: 5 });
    const signIn = { __typename: "CouponError", code: "SIGN_IN", message: "Sign in to redeem a coupon: what it gives is kept with your account." };
    expect(await redeem(new HttpClient(app), code)).toEqual(signIn);
    const temporary = new HttpClient(app);
    expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect(await redeem(temporary, code)).toEqual(signIn);
    expect((await database.db.coupon.findUniqueOrThrow({ where: { code } })).redemptions).toBe(0);
  });

  test("two tabs of one player racing: one redemption; many players racing for a limited coupon: exactly the limit", async () => {
    const { client, userId } = await player();
    const code = await coupon({ gems: 7 });
    const before = await holdings(userId);
    const tabs = await Promise.all(Array.from({ length: 6 }, () => redeem(client, code)));
    expect(tabs.filter((tab) => tab.__typename === "CouponRedeemed")).toHaveLength(1);
    expect(tabs.filter((tab) => tab.__typename === "CouponError").map((tab) => (tab as Refused).code)).toEqual(Array(5).fill("ALREADY_REDEEMED"));
    expect((await holdings(userId)).gems).toBe(before.gems + 7);

    const limited = await coupon({ tokens: 3, maxRedemptions: 3 });
    const players = await Promise.all(Array.from({ length: 8 }, player));
    const results = await Promise.all(players.map((each) => redeem(each.client, limited)));
    expect(results.filter((result) => result.__typename === "CouponRedeemed")).toHaveLength(3);
    expect(results.filter((result) => result.__typename === "CouponError").map((result) => (result as Refused).code)).toEqual(Array(5).fill("USED_UP"));
    expect((await database.db.coupon.findUniqueOrThrow({ where: { code: limited } })).redemptions).toBe(3);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
  });

  test(`a player may try ${REDEEM_ATTEMPTS_PER_MINUTE} codes a minute`, async () => {
    const { client } = await player();
    for (let attempt = 0; attempt < REDEEM_ATTEMPTS_PER_MINUTE; attempt++) expect(await redeem(client, "ABCDEFGHJKLMNPQR")).toMatchObject({ code: "UNKNOWN" });
    const code = await coupon({ gems: 1 });
    expect(await redeem(client, code)).toMatchObject({ code: "TOO_MANY", message: expect.stringMatching(/^Too many coupon codes tried\. Please wait \d+ seconds and try again\.$/) });
  });

  test("generated codes never fail the server and never grant anything", async () => {
    const { client, userId } = await player();
    const before = await holdings(userId);
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.stringMatching(/^[A-Z2-9]{16}$/), fc.constantFrom("\u0000".repeat(16), "é".repeat(16), "-".repeat(40)), fc.string({ minLength: 1000, maxLength: 2000 })), async (typed) => {
        const response = await client.graphql<{ redeemCoupon: Refused }>(REDEEM, { code: typed });
        expect(response.status).toBeLessThan(500);
        const result = response.body.data?.redeemCoupon;
        if (result) expect(result.__typename).toBe("CouponError");
      }),
      { numRuns: 60 },
    );
    expect(await holdings(userId)).toEqual(before);
  });
});

describe("making coupons (the operator's command)", () => {
  test("codes are drawn in the portal's alphabet, or taken as typed; what they grant must exist in the store", async () => {
    const drawn = await coupon({ tokens: 1 });
    expect(drawn).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    expect(await coupon({ code: "plAy-DEN2-HAPP-yday", gems: 1 })).toBe("PLAYDEN2HAPPYDAY");
    await expect(coupon({ code: "PLAYDEN2HAPPYDAY", gems: 1 })).rejects.toThrow("The coupon PLAYDEN2HAPPYDAY exists already.");
    await expect(coupon({ code: "WELCOME-TO-PLAYDEN", gems: 1 })).rejects.toThrow("A coupon code is 16 characters from ABCDEFGHJKLMNPQRSTUVWXYZ23456789.");
    await expect(coupon({ code: "TOO-SHORT", gems: 1 })).rejects.toThrow(RangeError);
    await expect(coupon({})).rejects.toThrow("A coupon grants something: gems, tokens, a powerup or a pin.");
    await expect(coupon({ items: [{ kind: "POWERUP", gameId: "WOR", itemId: "ZZ", count: 1 }] })).rejects.toThrow("No powerup ZZ in WOR's store.");
    await expect(coupon({ items: [{ kind: "PIN", gameId: "", itemId: "NOPE-A", count: 1 }] })).rejects.toThrow("No pin NOPE-A.");
    await expect(coupon({ gems: -5 })).rejects.toThrow(RangeError);
    await expect(coupon({ gems: 5, maxRedemptions: 0 })).rejects.toThrow(RangeError);
    expect(normalizeCouponCode(" abcd efgh jkmn pqrs ")).toBe("ABCDEFGHJKMNPQRS");
  });

  test("npm run coupon makes one from the command line and prints its code; a bad request says what is wrong", async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/coupon.ts", ...args], { cwd: ROOT_DIR, env: { ...process.env, DATABASE_URL: database.url } });
    const { stdout } = await run(["--gems", "25", "--powerup", "wor:hi:2", "--pin", "sun-a", "--expires", "2099-12-31", "--limit", "40", "--note", "newsletter"]);
    const code = stdout.trim();
    expect(await database.db.coupon.findUniqueOrThrow({ where: { code } })).toMatchObject({
      gems: 25,
      tokens: 0,
      items: [{ kind: "POWERUP", gameId: "WOR", itemId: "HI", count: 2 }, { kind: "PIN", gameId: "", itemId: "SUN-A", count: 1 }],
      expiresAt: new Date("2099-12-31T23:59:59.999Z"),
      maxRedemptions: 40,
      note: "newsletter",
    });
    await expect(run(["--pin", "NOPE-A"])).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("No pin NOPE-A.") });
  }, 60_000);
});
