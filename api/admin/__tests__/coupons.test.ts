/**
 * Coupons in the console through the HTTP app: admins make them (audited) and list them with their
 * usage; every bad request is refused with a sentence and leaves no coupon and no audit row; other
 * roles see no coupons and may not make one.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { useCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { couponState } from "../coupons.ts";
import { setRole } from "../roles.ts";

const database = useCatalogDatabase();
let app: ReturnType<typeof createTestApp>["app"];
let admin: HttpClient;
let moderator: HttpClient;
let adminId: string;

async function account(name: string, role?: "ADMIN" | "MODERATOR"): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await client.signUp(email, "correct-horse-battery", name);
  expect(response.status).toBe(200);
  if (role) await setRole(database.db, email, role);
  return { client, userId: response.body.user!.id };
}

beforeAll(async () => {
  ({ app } = createTestApp(database.db));
  const made = await account("ada", "ADMIN");
  admin = made.client;
  adminId = made.userId;
  moderator = (await account("mo", "MODERATOR")).client;
});

type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
async function ask<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<Gql<T>> {
  const response = await client.graphql<T>(query, variables);
  expect(response.status).toBe(200);
  return response.body;
}

interface Coupon {
  code: string;
  gems: number;
  tokens: number;
  expiresAt: string | null;
  maxRedemptions: number | null;
  redemptions: number;
  note: string;
  state: string;
}
type Made = { adminCreateCoupon: { __typename: string; code?: string; message?: string; coupon?: Coupon } };
const CREATE = `mutation ($input: AdminCreateCouponInput!) { adminCreateCoupon(input: $input) { __typename
  ... on AdminError { code message }
  ... on AdminCouponCreated { coupon { code gems tokens expiresAt maxRedemptions redemptions note state } } } }`;
type Listed = { admin: { coupons: { edges: { cursor: string; node: Coupon }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null } | null };
const LIST = `query ($first: Int, $after: String) { admin { coupons(first: $first, after: $after) {
  edges { cursor node { code gems tokens expiresAt maxRedemptions redemptions note state } } pageInfo { hasNextPage endCursor } } } }`;

const create = (client: HttpClient, input: Record<string, unknown>) => ask<Made>(client, CREATE, { input });
const nextYear = `${new Date().getUTCFullYear() + 1}-06-30`;

describe("an admin", () => {
  test("makes a coupon with an expiry day and a player limit, audited; players redeem it and the list shows its usage until it is used up", async () => {
    const made = await create(admin, { gems: 25, tokens: 40, expiresOn: nextYear, maxRedemptions: 2, note: "Spring newsletter" });
    expect(made.errors).toBeUndefined();
    const coupon = made.data!.adminCreateCoupon.coupon!;
    expect(coupon).toMatchObject({ gems: 25, tokens: 40, expiresAt: `${nextYear}T23:59:59.999Z`, maxRedemptions: 2, redemptions: 0, note: "Spring newsletter", state: "ACTIVE" });
    expect(coupon.code).toMatch(/^[A-HJ-NP-Z2-9]{16}$/);
    const audit = await database.db.adminAuditEntry.findFirstOrThrow({ where: { action: "coupon.create" }, orderBy: { id: "desc" } });
    expect(audit).toMatchObject({ actorId: adminId, targetUserId: null, reason: "Spring newsletter", after: { code: coupon.code, gems: 25, tokens: 40, maxRedemptions: 2 } });

    for (const name of ["ria", "rob"]) {
      const { client } = await account(name);
      const redeemed = await ask<{ redeemCoupon: { __typename: string } }>(client, "mutation ($code: String!) { redeemCoupon(input: { code: $code }) { __typename } }", { code: coupon.code });
      expect(redeemed.data!.redeemCoupon.__typename).toBe("CouponRedeemed");
      const listed = await ask<Listed>(admin, LIST, { first: 50 });
      const row = listed.data!.admin!.coupons!.edges.find((edge) => edge.node.code === coupon.code)!.node;
      expect(row).toMatchObject(name === "ria" ? { redemptions: 1, state: "ACTIVE" } : { redemptions: 2, state: "USED_UP" });
    }
  });

  test("chooses a code (typed with dashes, any case); the same code again is refused and changes nothing", async () => {
    const made = await create(admin, { gems: 5, tokens: 0, note: "", code: "abcd-efgh-jkmn-pq23" });
    expect(made.data!.adminCreateCoupon.coupon).toMatchObject({ code: "ABCDEFGHJKMNPQ23", expiresAt: null, maxRedemptions: null, state: "ACTIVE" });
    const [coupons, audits] = [await database.db.coupon.count(), await database.db.adminAuditEntry.count()];
    const again = await create(admin, { gems: 9, tokens: 0, note: "", code: "ABCDEFGHJKMNPQ23" });
    expect(again.data!.adminCreateCoupon).toMatchObject({ __typename: "AdminError", code: "BAD_INPUT", message: "The coupon ABCDEFGHJKMNPQ23 exists already." });
    expect([await database.db.coupon.count(), await database.db.adminAuditEntry.count()]).toEqual([coupons, audits]);
    expect((await database.db.coupon.findUniqueOrThrow({ where: { code: "ABCDEFGHJKMNPQ23" } })).gems).toBe(5);
  });

  test("is told in a sentence what is wrong with a bad coupon, and nothing is made", async () => {
    const [coupons, audits] = [await database.db.coupon.count(), await database.db.adminAuditEntry.count()];
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ gems: 0, tokens: 0, note: "" }, /grants something/],
      [{ gems: -1, tokens: 5, note: "" }, /cannot be negative/],
      [{ gems: 100_001, tokens: 0, note: "" }, /at most 100000/],
      [{ gems: 5, tokens: 0, note: "", expiresOn: "2020-01-01" }, /has passed/],
      [{ gems: 5, tokens: 0, note: "", expiresOn: "2027-02-30" }, /a date like 2027-01-31/],
      [{ gems: 5, tokens: 0, note: "", expiresOn: "tomorrow" }, /a date like 2027-01-31/],
      [{ gems: 5, tokens: 0, note: "", maxRedemptions: 0 }, /at least 1 player/],
      [{ gems: 5, tokens: 0, note: "x".repeat(201) }, /at most 200 characters/],
      [{ gems: 5, tokens: 0, note: "", code: "SHORT" }, /16 characters/],
      [{ gems: 5, tokens: 0, note: "", code: "O0O0O0O0O0O0O0O0" }, /16 characters/],
    ];
    for (const [input, message] of refusals) {
      const answer = await create(admin, input);
      expect(answer.errors, JSON.stringify(input)).toBeUndefined();
      expect(answer.data!.adminCreateCoupon.__typename, JSON.stringify(input)).toBe("AdminError");
      expect(answer.data!.adminCreateCoupon.message, JSON.stringify(input)).toMatch(message);
    }
    expect([await database.db.coupon.count(), await database.db.adminAuditEntry.count()]).toEqual([coupons, audits]);
  });

  test("pages through every coupon newest first; a made-up cursor is refused", async () => {
    for (let index = 0; index < 3; index++) expect((await create(admin, { gems: 1, tokens: 0, note: `page ${index}` })).data!.adminCreateCoupon.__typename).toBe("AdminCouponCreated");
    const all = await database.db.coupon.findMany({ orderBy: [{ createdAt: "desc" }, { code: "desc" }], select: { code: true } });
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Gql<Listed> = await ask<Listed>(admin, LIST, { first: 2, after });
      const coupons = page.data!.admin!.coupons!;
      seen.push(...coupons.edges.map((edge) => edge.node.code));
      if (!coupons.pageInfo.hasNextPage) break;
      after = coupons.pageInfo.endCursor;
    }
    expect(seen).toEqual(all.map((coupon) => coupon.code));
    const bad = await ask<Listed>(admin, LIST, { first: 2, after: "not-a-cursor" });
    expect(bad.errors?.[0]?.message).toMatch(/not a valid cursor/);
  });
});

describe("other roles", () => {
  test("a moderator sees no coupons and may not make one; nothing is made", async () => {
    const coupons = await database.db.coupon.count();
    expect((await ask<Listed>(moderator, LIST, { first: 5 })).data!.admin).toEqual({ coupons: null });
    expect((await create(moderator, { gems: 5, tokens: 0, note: "" })).data!.adminCreateCoupon).toMatchObject({ __typename: "AdminError", code: "FORBIDDEN" });
    expect(await database.db.coupon.count()).toBe(coupons);
  });
});

describe("a coupon's state", () => {
  test("is expired from its last moment, used up at its limit, and active otherwise", () => {
    const now = new Date("2027-01-31T12:00:00Z");
    expect(couponState({ expiresAt: new Date("2027-01-31T23:59:59.999Z"), maxRedemptions: 3, redemptions: 2 }, now)).toBe("ACTIVE");
    expect(couponState({ expiresAt: new Date("2027-01-31T12:00:00Z"), maxRedemptions: null, redemptions: 0 }, now)).toBe("EXPIRED");
    expect(couponState({ expiresAt: null, maxRedemptions: 3, redemptions: 3 }, now)).toBe("USED_UP");
    expect(couponState({ expiresAt: null, maxRedemptions: null, redemptions: 10_000 }, now)).toBe("ACTIVE");
  });
});
