/**
 * Every player's ledger reads row by row (docs/product/currencies.md#ledger): players are made
 * through every path that writes ledger rows (welcome gift, game wins, invites both ways, coupons,
 * store purchases, gem purchases and their refund, a temporary user's merge on sign-up and on
 * sign-in, account closure), then every player in the database is checked row by row.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { operationHash, type OperationName } from "../../../games/sdk/operations.ts";
import { rules as wordHunch } from "../../../games/word-hunch/rules.ts";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { MIGRATIONS_DIR } from "../../../tests/support/testDatabase.ts";
import { createCoupon } from "../../coupons/coupons.ts";
import { createPortalEvents } from "../../events.ts";
import { rewardInviterForChallenges } from "../../invites/invites.ts";
import { attachProviderPayment, createOrder, fulfilPayment, reversePayment } from "../../payments/orders.ts";
import { closeAccount } from "../../players/closeAccount.ts";
import { ensurePlayer } from "../../players/players.ts";
import { credit, findLedgerMismatches } from "../wallet.ts";
import { findRunningBalanceBreaks } from "./runningBalance.ts";

const { app, store, database } = useTestApp();
const events = createPortalEvents();

const SESSION_COOKIE = "better-auth.session_token";
const email = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.test`;

async function userIdOf(client: HttpClient): Promise<string> {
  const token = decodeURIComponent(client.cookies.get(SESSION_COOKIE) ?? "").split(".")[0] ?? "";
  return (await database.db.session.findUniqueOrThrow({ where: { token } })).userId;
}

async function signUp(client: HttpClient, inviteCode?: string): Promise<string> {
  const response = await client.json<{ user?: { id: string } }>("/api/auth/sign-up/email", {
    email: email("books"),
    password: "correct-horse-battery",
    name: "Player",
    ...(inviteCode ? { inviteCode } : {}),
  });
  expect(response.status).toBe(200);
  return response.body.user?.id ?? "";
}

async function inviteCodeOf(client: HttpClient): Promise<string> {
  return (await client.json<{ ic: string }>("/api/user-data", { a: "g" })).body.ic;
}

/** Wins a game of Word Hunch through the Game SDK, as a frame does. */
async function winWordHunch(client: HttpClient): Promise<void> {
  const userId = await userIdOf(client);
  const sdk = async (name: OperationName, variables: Record<string, unknown>) => {
    const response = await client.json<{ data?: Record<string, Record<string, unknown>>; errors?: unknown[] }>("/graphql", {
      operationName: name,
      variables,
      extensions: { persistedQuery: { version: 1, sha256Hash: operationHash(name) } },
    });
    expect(response.body.errors).toBeUndefined();
    return response.body.data ?? {};
  };
  const started = (await sdk("SdkStartGame", { input: { game: "WOR", daily: false } })).startGame as { session: { id: string } };
  const session = started.session.id;
  const row = await database.db.gameSession.findFirstOrThrow({ where: { userId, gameId: "WOR" }, orderBy: { startedAt: "desc" } });
  const { answer } = wordHunch.hidden.secret(row.secretSeed ?? "", {});
  await sdk("SdkGameMove", { input: { session, move: { t: "guess", word: answer } } });
  // A person needs a moment per guess: the session started a minute ago.
  await database.sql(`UPDATE "GameSession" SET "startedAt" = now() - interval '1 minute' WHERE id = $1`, [row.id]);
  const finished = (await sdk("SdkFinishGame", { input: { session, moves: [{ t: "guess", word: answer }] } })).finishGame;
  expect(finished).toMatchObject({ won: true, verified: true });
}

/** A temporary user (action tp) who has won a game. */
async function temporaryWinner(): Promise<{ client: HttpClient; userId: string }> {
  const client = new HttpClient(app);
  expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
  await winWordHunch(client);
  return { client, userId: await userIdOf(client) };
}

/** A credited gem purchase with real money, and its full refund. */
async function buyGems(userId: string) {
  const bundle = { count: 100, cost: 499, bonus: 0, img: "", popular: false, best: false };
  const order = await createOrder(database.db, userId, bundle, "STRIPE");
  const providerPaymentId = `pi_books_${randomUUID()}`;
  await attachProviderPayment(database.db, order.id, providerPaymentId);
  await fulfilPayment({ db: database.db, events }, { provider: "STRIPE", providerPaymentId, amountCents: 499, currency: "usd" });
  return () => reversePayment({ db: database.db, events }, { provider: "STRIPE", providerPaymentId, eventId: `evt_${randomUUID()}`, kind: "refund", amountCents: 499 });
}

async function expectEveryLedgerReadsRowByRow() {
  expect(await findRunningBalanceBreaks(database.db)).toEqual([]);
  expect(await findLedgerMismatches(database.db)).toEqual([]);
}

describe("every player's ledger keeps a true running balance", () => {
  test("through every path that writes ledger rows", async () => {
    // The inviter: the welcome gift.
    const inviter = new HttpClient(app);
    const inviterId = await signUp(inviter);
    const code = await inviteCodeOf(inviter);

    // A temporary user wins a game, then signs up with the invite code: the gift, the merge and the friend's bonus.
    const { client: friend, userId: tempFriendId } = await temporaryWinner();
    const friendId = await signUp(friend, code);
    expect(await userIdOf(friend)).toBe(friendId);

    // The friend redeems a coupon, buys in the store with both currencies (in parallel too), and wins as a signed-in player.
    const couponCode = await createCoupon(database.db, store, { gems: 30, tokens: 70, items: [] });
    const redeemed = await friend.graphql<{ redeemCoupon: { __typename: string } }>(`mutation ($code: String!) { redeemCoupon(input: { code: $code }) { __typename } }`, { code: couponCode });
    expect(redeemed.body.data?.redeemCoupon.__typename).toBe("CouponRedeemed");
    const purchases = await Promise.all([
      friend.json<{ r: string }>("/api/purch-g", { t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 }),
      friend.json<{ r: string }>("/api/purch-t", { t: 0, x: "FRE", p: 200, q: 1, i: "UN", c: 50 }),
      friend.json<{ r: string }>("/api/purch-g", { t: 0, x: "BCA", p: 10, q: 1, i: "HI", c: 5 }),
    ]);
    expect(purchases.map((answer) => answer.body.r)).toEqual(["s", "s", "s"]);
    await winWordHunch(friend);

    // Invite rewards for the inviter: the friend's challenges and first gem purchase; a refund takes the purchase reward back.
    await database.db.player.update({ where: { userId: friendId }, data: { challengesCompleted: 5 } });
    await Promise.all([1, 2].map(() => database.db.$transaction((tx) => rewardInviterForChallenges(tx, friendId))));
    const refund = await buyGems(friendId);
    await refund();
    await buyGems(friendId);

    // Another account, and a temporary user who wins and then signs in to it: the merge on sign-in.
    const owner = new HttpClient(app);
    const ownerEmail = email("owner");
    expect((await owner.signUp(ownerEmail)).status).toBe(200);
    const ownerId = await userIdOf(owner);
    expect((await owner.signOut()).status).toBe(200);
    const { client: returning, userId: tempReturningId } = await temporaryWinner();
    expect((await returning.signIn(ownerEmail)).status).toBe(200);
    expect(await userIdOf(returning)).toBe(ownerId);

    // A player who closes the account: the balances go to zero through the ledger.
    const leaver = new HttpClient(app);
    const leaverId = await signUp(leaver, code);
    await closeAccount(database.db, leaverId);

    // Each path left its rows.
    const references = (await database.db.ledgerEntry.findMany({ select: { reference: true } })).map((row) => row.reference ?? "");
    const kinds = new Set(references.map((reference) => reference.split(":")[0]));
    expect([...kinds].sort()).toEqual(["account-closed", "bill", "coupon", "game", "invite", "merge", "order", "welcome-gift"]);
    expect(references).toEqual(
      expect.arrayContaining([`merge:${tempFriendId}`, `merge:${tempReturningId}`, `invite:${friendId}:friendBonus`, `invite:${friendId}:challengeReward2`, `invite:${friendId}:purchaseReward`]),
    );
    // Challenge rewards 1 and 2, the purchase reward, taken back at the refund, and paid again.
    expect(await database.db.ledgerEntry.count({ where: { userId: inviterId, reference: { startsWith: `invite:${friendId}:` } } })).toBe(5);
    await expectEveryLedgerReadsRowByRow();
  }, 180_000);

  test("ledgers from before merges wrote merge rows are set right by the migration", async () => {
    // As merges used to leave them: the temporary user's rows moved in with its own balances after, the balances added without a row.
    const accountId = randomUUID();
    const tempId = randomUUID();
    await database.db.user.create({ data: { id: accountId, name: "Old", email: `${accountId}@example.test` } });
    await ensurePlayer(database.db, accountId);
    await database.db.$transaction(async (tx) => {
      await credit(tx, { userId: accountId, currency: "TOKENS", amount: 500, reason: "Welcome gift", reference: "welcome-gift" });
      await credit(tx, { userId: accountId, currency: "GEMS", amount: 100, reason: "Welcome gift", reference: "welcome-gift" });
    });
    await database.sql(
      `INSERT INTO "LedgerEntry" ("userId", currency, delta, "balanceAfter", reason, reference, "mergedFromUserId")
       VALUES ($1, 'TOKENS', 40, 40, 'Won WOR', 'game:old-1', $2), ($1, 'TOKENS', 40, 80, 'Won WOR', 'game:old-2', $2)`,
      [accountId, tempId],
    );
    await database.sql(`UPDATE "Player" SET tokens = tokens + 80 WHERE "userId" = $1`, [accountId]);
    await database.db.$transaction((tx) => credit(tx, { userId: accountId, currency: "TOKENS", amount: 10, reason: "Coupon redeemed", reference: "coupon:OLD" }));
    expect(await findLedgerMismatches(database.db, accountId)).toEqual([]);
    expect((await findRunningBalanceBreaks(database.db, [accountId])).length).toBeGreaterThan(0);
    const deltasBefore = await database.sql<{ id: string; delta: number; reference: string }>(`SELECT id::text, delta, reference FROM "LedgerEntry" WHERE "userId" = $1 ORDER BY id`, [accountId]);

    const migration = readFileSync(path.join(MIGRATIONS_DIR, "20261128201541_ledger_running_balance", "migration.sql"), "utf8");
    await database.sql(migration);

    expect(await database.sql(`SELECT id::text, delta, reference FROM "LedgerEntry" WHERE "userId" = $1 ORDER BY id`, [accountId])).toEqual(deltasBefore);
    const tokens = await database.db.ledgerEntry.findMany({ where: { userId: accountId, currency: "TOKENS" }, orderBy: { id: "asc" } });
    expect(tokens.map((row) => row.balanceAfter)).toEqual([500, 540, 580, 590]);
    await expectEveryLedgerReadsRowByRow();
  });
});
