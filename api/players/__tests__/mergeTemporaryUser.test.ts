import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import type { ItemKind } from "../../generated/prisma/client.ts";
import { addInventory } from "../../inventory/inventory.ts";
import { findRunningBalanceBreaks } from "../../wallet/__tests__/runningBalance.ts";
import { credit, debit, findLedgerMismatches } from "../../wallet/wallet.ts";
import { mergeTemporaryUser } from "../mergeTemporaryUser.ts";
import { ensurePlayer } from "../players.ts";

const SESSION_COOKIE = "better-auth.session_token";

const { app, database } = useTestApp();

/** The user behind a client's session cookie. */
async function userIdOf(client: HttpClient): Promise<string> {
  const cookie = client.cookies.get(SESSION_COOKIE);
  expect(cookie, "the client has a session cookie").toBeTruthy();
  const token = decodeURIComponent(cookie ?? "").split(".")[0] ?? "";
  const session = await database.db.session.findUniqueOrThrow({ where: { token } });
  return session.userId;
}

/** A visitor who asked for a temporary user (action tp, docs/product/accounts.md#temporary-users). */
async function temporaryVisitor(): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  const response = await client.json<Record<string, unknown>>("/api/user-data", { a: "tp" });
  expect(response.status).toBe(200);
  expect(client.cookies.get("pd_tmp")).toBe("1");
  const userId = await userIdOf(client);
  expect((await database.db.user.findUniqueOrThrow({ where: { id: userId } })).isAnonymous).toBe(true);
  return { client, userId };
}

type Item = { kind: ItemKind; gameId: string; itemId: string; count: number };

async function inventoryOf(userId: string): Promise<Item[]> {
  const rows = await database.db.inventoryItem.findMany({ where: { userId }, orderBy: [{ kind: "asc" }, { gameId: "asc" }, { itemId: "asc" }] });
  return rows.map(({ kind, gameId, itemId, count }) => ({ kind, gameId, itemId, count }));
}

function sortItems(items: Item[]): Item[] {
  const order: ItemKind[] = ["POWERUP", "IMAGE_PACK", "PIN_BOARD", "CITY_PACK", "CHALLENGE_SLOT", "PIN"];
  return [...items].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.gameId.localeCompare(b.gameId) || a.itemId.localeCompare(b.itemId));
}

async function setProgress(userId: string, gameId: string, data: unknown, ageMinutes: number) {
  await database.sql(
    `INSERT INTO "GameProgress" ("userId", "gameId", data, "updatedAt") VALUES ($1, $2, $3, now() - make_interval(mins => $4))
     ON CONFLICT ("userId", "gameId") DO UPDATE SET data = EXCLUDED.data, "updatedAt" = EXCLUDED."updatedAt"`,
    [userId, gameId, JSON.stringify(data), ageMinutes],
  );
}

async function progressOf(userId: string): Promise<Record<string, unknown>> {
  const rows = await database.db.gameProgress.findMany({ where: { userId } });
  return Object.fromEntries(rows.map((row) => [row.gameId, row.data]));
}

const TEMP_ITEMS: Item[] = [
  { kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 5 },
  { kind: "POWERUP", gameId: "WOR", itemId: "HINT", count: 12 },
  { kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_STARTER", count: 1 },
  { kind: "CITY_PACK", gameId: "BCA", itemId: "PARIS", count: 1 },
  { kind: "PIN_BOARD", gameId: "", itemId: "WC1", count: 1 },
  { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 1 },
  { kind: "PIN", gameId: "", itemId: "CAT-1", count: 2 },
];

/** A temporary user who has played a while: a wallet with history, items, saved games, a bill, counters, an inviter. */
async function seedTemporaryUser(userId: string) {
  await database.db.$transaction(async (tx) => {
    await credit(tx, { userId, currency: "TOKENS", amount: 120, reason: "Challenge reward", reference: "challenge:1" });
    await credit(tx, { userId, currency: "GEMS", amount: 15, reason: "Season bonus" });
    const spent = await debit(tx, { userId, currency: "TOKENS", amount: 20, reason: "Image pack", reference: "bill:temp" });
    expect(spent.ok).toBe(true);
    for (const item of TEMP_ITEMS) await addInventory(tx, userId, item);
  });
  await setProgress(userId, "SOL", { level: 3, from: "temp" }, 5);
  await setProgress(userId, "WOR", { streak: 9, from: "temp" }, 1);
  await setProgress(userId, "SUD", { board: "old", from: "temp" }, 60 * 48);
  const bill = await database.db.bill.create({
    data: { userId, kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_STARTER", title: "Starter pack", quantity: 1, currency: "TOKENS", amount: 20 },
  });
  await database.db.player.update({ where: { userId }, data: { gameDays: 3, signInDays: 2, challengesCompleted: 4 } });
  const inviterId = randomUUID();
  await database.db.user.create({ data: { id: inviterId, name: "Inviter", email: `${inviterId}@example.test` } });
  await database.db.invite.create({ data: { inviteeId: userId, inviterId, challengeReward1: true } });
  return { billId: bill.id, inviterId, tokens: 100, gems: 15 };
}

/** Nothing anywhere still belongs to the temporary user. */
async function expectGone(userId: string) {
  expect(await database.db.user.findUnique({ where: { id: userId } })).toBeNull();
  expect(await database.db.player.findUnique({ where: { userId } })).toBeNull();
  const leftovers = await database.sql<{ n: string }>(
    `SELECT (SELECT count(*) FROM "session" WHERE "userId" = $1) + (SELECT count(*) FROM "account" WHERE "userId" = $1)
          + (SELECT count(*) FROM "LedgerEntry" WHERE "userId" = $1) + (SELECT count(*) FROM "InventoryItem" WHERE "userId" = $1)
          + (SELECT count(*) FROM "Bill" WHERE "userId" = $1) + (SELECT count(*) FROM "GameProgress" WHERE "userId" = $1)
          + (SELECT count(*) FROM "Invite" WHERE "inviteeId" = $1 OR "inviterId" = $1) AS n`,
    [userId],
  );
  expect(Number(leftovers[0]?.n)).toBe(0);
}

async function ledgerOf(userId: string) {
  return database.db.ledgerEntry.findMany({ where: { userId }, orderBy: { id: "asc" } });
}

function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}

describe("temporary users", () => {
  test("tp creates a temporary user once: asking again returns the same user", async () => {
    const usersBefore = await database.db.user.count();
    const client = new HttpClient(app);
    const first = await client.json<{ ic: string; t: number; g: number }>("/api/user-data", { a: "tp" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ t: 0, g: 0, un: "", ui: 1 });
    const userId = await userIdOf(client);

    const second = await client.json<{ ic: string }>("/api/user-data", { a: "tp" });
    expect(second.status).toBe(200);
    expect(second.body.ic).toBe(first.body.ic);
    expect(await userIdOf(client)).toBe(userId);
    const third = await client.json<{ ic: string }>("/api/user-data?a=tp");
    expect(third.body.ic).toBe(first.body.ic);

    expect(await database.db.user.count()).toBe(usersBefore + 1);
    const user = await database.db.user.findUniqueOrThrow({ where: { id: userId } });
    expect(user.isAnonymous).toBe(true);
    // A temporary user has a player (to earn) but no welcome gift.
    const player = await database.db.player.findUniqueOrThrow({ where: { userId } });
    expect(player.welcomeGiftAt).toBeNull();
    expect(client.cookies.get("pd_tmp")).toBe("1");
    expect(client.cookies.has("pd_known")).toBe(false);
  });

  test("tp for a signed-in player returns its data and creates no temporary user", async () => {
    const client = new HttpClient(app);
    expect((await client.signUp(uniqueEmail("tp-signed-in"))).status).toBe(200);
    const usersBefore = await database.db.user.count();
    const response = await client.json<{ t: number; g: number }>("/api/user-data", { a: "tp" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ t: 500, g: 100 });
    expect(await database.db.user.count()).toBe(usersBefore);
    expect(client.cookies.has("pd_tmp")).toBe(false);
  });
});

describe("a temporary user signs up", () => {
  test("the new account gets the welcome gift plus everything the temporary user had", async () => {
    const { client, userId: tempId } = await temporaryVisitor();
    const seeded = await seedTemporaryUser(tempId);
    expect(await ledgerOf(tempId)).toHaveLength(3);

    const signUp = await client.signUp(uniqueEmail("merge-up"));
    expect(signUp.status).toBe(200);
    const accountId = signUp.body.user?.id ?? "";
    expect(accountId).not.toBe(tempId);
    expect(await userIdOf(client)).toBe(accountId);

    // Wallet: gift + the temporary user's balances, brought in by one merge row per currency, so the books balance row by row.
    const player = await database.db.player.findUniqueOrThrow({ where: { userId: accountId } });
    expect({ tokens: player.tokens, gems: player.gems }).toEqual({ tokens: 500 + seeded.tokens, gems: 100 + seeded.gems });
    expect(player.welcomeGiftAt).toBeInstanceOf(Date);
    const ledger = await ledgerOf(accountId);
    expect(ledger.map((row) => [row.currency, row.delta, row.balanceAfter, row.reference])).toEqual([
      ["TOKENS", 500, 500, "welcome-gift"],
      ["GEMS", 100, 100, "welcome-gift"],
      ["GEMS", seeded.gems, 100 + seeded.gems, `merge:${tempId}`],
      ["TOKENS", seeded.tokens, 500 + seeded.tokens, `merge:${tempId}`],
    ]);
    expect(await findRunningBalanceBreaks(database.db, [accountId])).toEqual([]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);

    // Inventory: the Welcome Pin plus all of the temporary user's items.
    expect(await inventoryOf(accountId)).toEqual(sortItems([...TEMP_ITEMS, { kind: "PIN", gameId: "", itemId: "WELCOME-A", count: 1 }]));
    // The Welcome Pin is on the account's first board, once; the temporary user's pins wait in the collection.
    expect(await database.db.pinPlacement.findMany({ where: { userId: accountId }, select: { boardId: true, pinId: true, x: true, y: true } })).toEqual([
      { boardId: "WC1", pinId: "WELCOME-A", x: 5, y: 3 },
    ]);

    // Saved games, the bill, the counters and the invite moved.
    expect(await progressOf(accountId)).toEqual({
      SOL: { level: 3, from: "temp" },
      WOR: { streak: 9, from: "temp" },
      SUD: { board: "old", from: "temp" },
    });
    expect((await database.db.bill.findUniqueOrThrow({ where: { id: seeded.billId } })).userId).toBe(accountId);
    expect(player).toMatchObject({ gameDays: 3, signInDays: 2, challengesCompleted: 4 });
    expect(await database.db.invite.findUnique({ where: { inviteeId: accountId } })).toMatchObject({
      inviterId: seeded.inviterId,
      challengeReward1: true,
    });

    // The temporary user is gone without a trace.
    await expectGone(tempId);

    // Hint cookies: no temporary user any more, a known account now.
    expect(client.cookies.has("pd_tmp")).toBe(false);
    expect(client.cookies.get("pd_known")).toBe("1");
    const viewer = await client.graphql<{ viewer: { status: string; player: { tokens: number; gems: number } } }>(
      "{ viewer { status player { tokens gems } } }",
    );
    expect(viewer.body.data?.viewer).toEqual({ status: "LOGGED_IN", player: { tokens: 600, gems: 115 } });
  });

  test("the sign-up response itself clears pd_tmp and sets pd_known", async () => {
    const { client } = await temporaryVisitor();
    const response = await client.send("/api/auth/sign-up/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("cookies"), password: "correct-horse-battery", name: "Cookie" }),
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /^pd_tmp=;/.test(c) && /Max-Age=0/i.test(c))).toBe(true);
    expect(cookies.some((c) => /^pd_known=1;/.test(c))).toBe(true);
  });

  test("a failed sign-up (email taken) leaves the temporary user as it was", async () => {
    const email = uniqueEmail("taken");
    expect((await new HttpClient(app).signUp(email)).status).toBe(200);
    const { client, userId: tempId } = await temporaryVisitor();
    await database.db.$transaction((tx) => credit(tx, { userId: tempId, currency: "TOKENS", amount: 33, reason: "Game reward" }));

    const response = await client.signUp(email);
    expect(response.status).toBe(422);
    expect(await userIdOf(client)).toBe(tempId);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: tempId } })).tokens).toBe(33);
    expect(client.cookies.get("pd_tmp")).toBe("1");
  });
});

describe("a temporary user signs in to an existing account", () => {
  test("its belongings join the account's: counts summed, packs kept once, newer saves win, no second gift", async () => {
    const email = uniqueEmail("merge-in");
    const owner = new HttpClient(app);
    const signUp = await owner.signUp(email);
    expect(signUp.status).toBe(200);
    const accountId = signUp.body.user?.id ?? "";
    await database.db.$transaction(async (tx) => {
      await credit(tx, { userId: accountId, currency: "TOKENS", amount: 40, reason: "Challenge reward" });
      await addInventory(tx, accountId, { kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 3 });
      await addInventory(tx, accountId, { kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_STARTER", count: 1 });
      await addInventory(tx, accountId, { kind: "PIN_BOARD", gameId: "", itemId: "WC1", count: 1 });
      await addInventory(tx, accountId, { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 2 });
      await addInventory(tx, accountId, { kind: "PIN", gameId: "", itemId: "CAT-1", count: 1 });
    });
    await setProgress(accountId, "WOR", { streak: 2, from: "account" }, 60); // older than the temp user's
    await setProgress(accountId, "SUD", { board: "new", from: "account" }, 30); // newer than the temp user's
    await database.db.player.update({ where: { userId: accountId }, data: { gameDays: 10, signInDays: 5, challengesCompleted: 1 } });
    expect((await owner.signOut()).status).toBe(200);

    const { client, userId: tempId } = await temporaryVisitor();
    const seeded = await seedTemporaryUser(tempId);
    const signIn = await client.signIn(email);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user?.id).toBe(accountId);
    expect(await userIdOf(client)).toBe(accountId);

    const player = await database.db.player.findUniqueOrThrow({ where: { userId: accountId } });
    expect({ tokens: player.tokens, gems: player.gems }).toEqual({ tokens: 500 + 40 + seeded.tokens, gems: 100 + seeded.gems });
    const ledger = await ledgerOf(accountId);
    expect(ledger.filter((row) => row.reason === "Welcome gift")).toHaveLength(2);
    expect(ledger.filter((row) => row.reference === `merge:${tempId}`).map((row) => [row.currency, row.delta])).toEqual([
      ["GEMS", seeded.gems],
      ["TOKENS", seeded.tokens],
    ]);
    expect(await findRunningBalanceBreaks(database.db, [accountId])).toEqual([]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);

    expect(await inventoryOf(accountId)).toEqual(
      sortItems([
        { kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 8 }, // 3 + 5
        { kind: "POWERUP", gameId: "WOR", itemId: "HINT", count: 12 },
        { kind: "IMAGE_PACK", gameId: "JIG", itemId: "JIG_STARTER", count: 1 }, // owned either way
        { kind: "CITY_PACK", gameId: "BCA", itemId: "PARIS", count: 1 },
        { kind: "PIN_BOARD", gameId: "", itemId: "WC1", count: 1 },
        { kind: "CHALLENGE_SLOT", gameId: "", itemId: "SLOT", count: 3 }, // 2 + 1
        { kind: "PIN", gameId: "", itemId: "CAT-1", count: 3 }, // 1 + 2
        { kind: "PIN", gameId: "", itemId: "WELCOME-A", count: 1 }, // one gift only
      ]),
    );
    expect(await database.db.pinPlacement.count({ where: { userId: accountId, pinId: "WELCOME-A" } })).toBe(1);
    expect(await progressOf(accountId)).toEqual({
      SOL: { level: 3, from: "temp" },
      WOR: { streak: 9, from: "temp" },
      SUD: { board: "new", from: "account" },
    });
    expect((await database.db.bill.findUniqueOrThrow({ where: { id: seeded.billId } })).userId).toBe(accountId);
    expect(player).toMatchObject({ gameDays: 13, signInDays: 7, challengesCompleted: 5 });
    await expectGone(tempId);
    expect(client.cookies.has("pd_tmp")).toBe(false);
    expect(client.cookies.get("pd_known")).toBe("1");
  });

  test("a wrong password merges nothing and keeps the temporary user", async () => {
    const email = uniqueEmail("wrong-pw");
    expect((await new HttpClient(app).signUp(email)).status).toBe(200);
    const { client, userId: tempId } = await temporaryVisitor();
    await database.db.$transaction((tx) => credit(tx, { userId: tempId, currency: "GEMS", amount: 4, reason: "Game reward" }));

    const response = await client.signIn(email, "not-the-password");
    expect(response.status).toBe(401);
    expect(await userIdOf(client)).toBe(tempId);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: tempId } })).gems).toBe(4);
    expect(client.cookies.get("pd_tmp")).toBe("1");
    const viewer = await client.graphql<{ viewer: { status: string } }>("{ viewer { status } }");
    expect(viewer.body.data?.viewer.status).toBe("TEMPORARY");
  });
});

describe("merging under concurrency", () => {
  test("the same temporary user signing in from two tabs at once is merged exactly once", async () => {
    const email = uniqueEmail("two-tabs");
    const owner = new HttpClient(app);
    const signUp = await owner.signUp(email);
    const accountId = signUp.body.user?.id ?? "";
    const { client, userId: tempId } = await temporaryVisitor();
    await database.db.$transaction(async (tx) => {
      await credit(tx, { userId: tempId, currency: "TOKENS", amount: 77, reason: "Game reward" });
      await addInventory(tx, tempId, { kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 4 });
    });
    // A second tab with the same cookies.
    const tab = new HttpClient(app);
    for (const [name, value] of client.cookies) tab.cookies.set(name, value);

    const results = await Promise.all([client.signIn(email), tab.signIn(email)]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const player = await database.db.player.findUniqueOrThrow({ where: { userId: accountId } });
    expect({ tokens: player.tokens, gems: player.gems }).toEqual({ tokens: 577, gems: 100 });
    expect(await inventoryOf(accountId)).toEqual(
      sortItems([
        { kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 4 },
        { kind: "PIN", gameId: "", itemId: "WELCOME-A", count: 1 },
      ]),
    );
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    expect(await findRunningBalanceBreaks(database.db, [accountId])).toEqual([]);
    await expectGone(tempId);
  });
});

describe("mergeTemporaryUser directly", () => {
  async function directUser(): Promise<string> {
    const id = randomUUID();
    await database.db.user.create({ data: { id, name: "Direct", email: `${id}@example.test` } });
    return id;
  }

  test("run twice for the same pair, the second run finds nothing left to move", async () => {
    const from = await directUser();
    const to = await directUser();
    await database.db.$transaction(async (tx) => {
      await ensurePlayer(tx, from);
      await credit(tx, { userId: from, currency: "TOKENS", amount: 9, reason: "Game reward" });
      await addInventory(tx, from, { kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 2 });
    });
    await mergeTemporaryUser(database.db, from, to);
    await mergeTemporaryUser(database.db, from, to);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: to } })).tokens).toBe(9);
    expect(await inventoryOf(to)).toEqual([{ kind: "POWERUP", gameId: "SOL", itemId: "UNDO", count: 2 }]);
    expect(await findLedgerMismatches(database.db, to)).toEqual([]);
    expect(await findRunningBalanceBreaks(database.db, [from, to])).toEqual([]);
  });

  test("merging a user into itself changes nothing", async () => {
    const id = await directUser();
    await database.db.$transaction(async (tx) => {
      await ensurePlayer(tx, id);
      await credit(tx, { userId: id, currency: "GEMS", amount: 3, reason: "Game reward" });
    });
    await mergeTemporaryUser(database.db, id, id);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: id } })).gems).toBe(3);
  });

  test("friends the temporary user invited, and its invite counters, move to the account", async () => {
    const { client, userId: tempId } = await temporaryVisitor();
    const friendId = await directUser();
    await database.db.invite.create({ data: { inviteeId: friendId, inviterId: tempId } });
    await database.db.player.update({ where: { userId: tempId }, data: { invitesAccepted: 1, inviteGems: 10, inviteTokens: 20 } });

    const signUp = await client.signUp(uniqueEmail("inviter"));
    expect(signUp.status).toBe(200);
    const accountId = signUp.body.user?.id ?? "";
    expect(await database.db.invite.findUnique({ where: { inviteeId: friendId } })).toMatchObject({ inviterId: accountId });
    expect(await database.db.player.findUniqueOrThrow({ where: { userId: accountId } })).toMatchObject({
      invitesAccepted: 1,
      inviteGems: 10,
      inviteTokens: 20,
    });
  });
});
