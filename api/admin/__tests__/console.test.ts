/**
 * The operator's console through the HTTP app: who may ask what (player, moderator, admin,
 * temporary user, visitor), grants and takes that keep the books, bans that sign out everywhere,
 * closure, the data export, and an audit log PostgreSQL will not let anyone rewrite.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { createTestApp } from "../../../tests/support/testApp.ts";
import { createCatalogDatabase } from "../../../tests/support/testDatabase.ts";
import { findLedgerMismatches } from "../../wallet/wallet.ts";
import { ERASED_ON_CLOSURE, KEPT_ON_CLOSURE } from "../../players/closeAccount.ts";
import { AdminError } from "../access.ts";
import { EXPORTED_TABLES } from "../exportPlayer.ts";
import { setRole } from "../roles.ts";

let database: Awaited<ReturnType<typeof createCatalogDatabase>>;
let app: ReturnType<typeof createTestApp>["app"];

interface Actor {
  client: HttpClient;
  userId: string;
  email: string;
}

async function account(name: string): Promise<Actor> {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await client.signUp(email, "correct-horse-battery", name);
  expect(response.status).toBe(200);
  const userId = response.body.user!.id;
  // A username to search by, as the account page would set it.
  await database.db.player.update({ where: { userId }, data: { username: `${name}_${userId.slice(0, 4)}`, usernameKey: `${name}_${userId.slice(0, 4)}`.toLowerCase() } });
  return { client, userId, email };
}

let admin: Actor;
let moderator: Actor;
let player: Actor;
let target: Actor;
let temporary: { client: HttpClient; userId: string };

beforeAll(async () => {
  database = await createCatalogDatabase();
  ({ app } = createTestApp(database.db));
  [admin, moderator, player, target] = await Promise.all([account("ada"), account("mo"), account("pat"), account("tess")]);
  await setRole(database.db, admin.email.toUpperCase(), "ADMIN");
  await setRole(database.db, moderator.email, "MODERATOR");
  const client = new HttpClient(app);
  expect((await client.json("/api/user-data", { a: "tp" })).status).toBe(200);
  const session = await database.db.session.findFirstOrThrow({ where: { user: { isAnonymous: true } }, orderBy: { createdAt: "desc" } });
  temporary = { client, userId: session.userId };
});
afterAll(() => database.drop());

type Gql<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
async function ask<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<Gql<T>> {
  const response = await client.graphql<T>(query, variables);
  expect(response.status).toBe(200);
  return response.body;
}

const PLAYER_PAGE = `query ($userId: ID!) { admin { role permissions player(userId: $userId) {
  userId email username gems tokens inviteCode bannedAt closedAt chatMutedUntil role
  inventory { kind itemId count } signInSessions { id userAgent } gameSessions { id } pins { pinId boardId }
  challenges { challengeId } chatReports { reason } payments { id status }
  ledger(first: 5) { edges { cursor node { id currency delta balanceAfter reason reference } } pageInfo { hasNextPage endCursor } }
} } }`;

type Page = {
  admin: {
    role: string;
    permissions: string[];
    player: {
      userId: string;
      gems: number;
      tokens: number;
      bannedAt: string | null;
      pins: { pinId: string }[];
      payments: unknown[] | null;
      ledger: { edges: { cursor: string; node: { delta: number; balanceAfter: number; reason: string; currency: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null;
    } | null;
  } | null;
};

const MUTATIONS: Record<string, (userId: string) => { query: string; variables: Record<string, unknown> }> = {
  adminAdjustBalance: (userId) => ({
    query: "mutation ($input: AdminAdjustBalanceInput!) { adminAdjustBalance(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { userId, currency: "TOKENS", amount: 5, reason: "role check" } },
  }),
  adminMutePlayer: (userId) => ({
    query: "mutation ($input: AdminMutePlayerInput!) { adminMutePlayer(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { userId, minutes: 0, reason: "role check" } },
  }),
  adminBanPlayer: (userId) => ({
    query: "mutation ($input: AdminBanPlayerInput!) { adminBanPlayer(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { userId, banned: false, reason: "role check" } },
  }),
  adminClosePlayer: (userId) => ({
    query: "mutation ($input: AdminClosePlayerInput!) { adminClosePlayer(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { userId, reason: "role check" } },
  }),
  adminCreateCoupon: () => ({
    query: "mutation ($input: AdminCreateCouponInput!) { adminCreateCoupon(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { gems: 0, tokens: 5, note: "role check" } },
  }),
  adminExportPlayer: (userId) => ({
    query: "mutation ($input: AdminExportPlayerInput!) { adminExportPlayer(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { userId } },
  }),
  // No such post: the roles allowed get NOT_FOUND, the others FORBIDDEN (api/qa/__tests__/qaReports.test.ts hides and keeps real ones).
  adminHideQaPost: () => ({
    query: "mutation ($input: AdminQaPostInput!) { adminHideQaPost(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { post: Buffer.from("QaQuestion:999999999").toString("base64") } },
  }),
  adminKeepQaPost: () => ({
    query: "mutation ($input: AdminQaPostInput!) { adminKeepQaPost(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { post: Buffer.from("QaAnswer:999999999").toString("base64") } },
  }),
  // No such message, likewise (api/chat/__tests__/chatReports.test.ts hides and keeps real ones).
  adminHideChatMessage: () => ({
    query: "mutation ($input: AdminChatMessageInput!) { adminHideChatMessage(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { message: Buffer.from("ChatMessage:999999999").toString("base64") } },
  }),
  adminKeepChatMessage: () => ({
    query: "mutation ($input: AdminChatMessageInput!) { adminKeepChatMessage(input: $input) { __typename ... on AdminError { code } } }",
    variables: { input: { message: Buffer.from("ChatMessage:999999999").toString("base64") } },
  }),
};
/** What a moderator's walk of MUTATIONS answers where it is not FORBIDDEN. */
const MODERATOR_ANSWERS: Record<string, { __typename: string; code?: string }> = {
  adminMutePlayer: { __typename: "AdminPlayerChanged" },
  adminHideQaPost: { __typename: "AdminError", code: "NOT_FOUND" },
  adminKeepQaPost: { __typename: "AdminError", code: "NOT_FOUND" },
  adminHideChatMessage: { __typename: "AdminError", code: "NOT_FOUND" },
  adminKeepChatMessage: { __typename: "AdminError", code: "NOT_FOUND" },
};

describe("authorization by role", () => {
  test("every admin mutation of the schema is walked here", async () => {
    const schema = await ask<{ __schema: { mutationType: { fields: { name: string }[] } } }>(new HttpClient(app), "{ __schema { mutationType { fields { name } } } }");
    expect(
      schema
        .data!.__schema.mutationType.fields.map((f) => f.name)
        .filter((name) => name.startsWith("admin"))
        .sort(),
    ).toEqual(Object.keys(MUTATIONS).sort());
  });

  test("visitors, temporary users and players get no console, and every admin mutation is FORBIDDEN with nothing changed", async () => {
    const auditRows = await database.db.adminAuditEntry.count();
    for (const client of [new HttpClient(app), temporary.client, player.client]) {
      const page = await ask<Page>(client, PLAYER_PAGE, { userId: target.userId });
      expect(page.errors).toBeUndefined();
      expect(page.data?.admin).toBeNull();
      for (const [name, build] of Object.entries(MUTATIONS)) {
        const { query, variables } = build(target.userId);
        const answer = await ask<Record<string, { __typename: string; code?: string }>>(client, query, variables);
        expect(answer.data?.[name], `${name}`).toEqual({ __typename: "AdminError", code: "FORBIDDEN" });
      }
    }
    expect(await database.db.adminAuditEntry.count()).toBe(auditRows);
    expect((await database.db.player.findUniqueOrThrow({ where: { userId: target.userId } })).closedAt).toBeNull();
  });

  test("a moderator reads players but not their money, mutes, and is refused the admins' actions", async () => {
    const page = await ask<Page>(moderator.client, PLAYER_PAGE, { userId: target.userId });
    expect(page.errors).toBeUndefined();
    expect(page.data!.admin).toMatchObject({ role: "MODERATOR", permissions: ["READ_PLAYERS", "MUTE_PLAYERS", "READ_CONTENT", "MODERATE_QA", "MODERATE_CHAT", "VIEW_DASHBOARD"] });
    expect(page.data!.admin!.player).toMatchObject({ userId: target.userId, payments: null, ledger: null });
    const log = await ask<{ admin: { auditLog: unknown } }>(moderator.client, "{ admin { auditLog(first: 5) { edges { node { action } } } } }");
    expect(log.data!.admin.auditLog).toBeNull();
    for (const [name, build] of Object.entries(MUTATIONS)) {
      const { query, variables } = build(target.userId);
      const answer = await ask<Record<string, { __typename: string; code?: string }>>(moderator.client, query, variables);
      expect(answer.data?.[name], name).toEqual(MODERATOR_ANSWERS[name] ?? { __typename: "AdminError", code: "FORBIDDEN" });
    }
  });

  test("an admin reads everything and may do every action; a revoked role stops at once", async () => {
    const page = await ask<Page>(admin.client, PLAYER_PAGE, { userId: target.userId });
    expect(page.errors).toBeUndefined();
    expect(page.data!.admin!.permissions).toContain("ADJUST_BALANCES");
    expect(page.data!.admin!.player!.payments).toEqual([]);
    expect(page.data!.admin!.player!.ledger!.edges.length).toBeGreaterThan(0);
    const deputy = await account("dep");
    await setRole(database.db, deputy.email, "ADMIN");
    expect((await ask<Page>(deputy.client, "{ admin { role } }")).data!.admin).toEqual({ role: "ADMIN" });
    await setRole(database.db, deputy.email, null);
    expect((await ask<Page>(deputy.client, "{ admin { role } }")).data!.admin).toBeNull();
    const { query, variables } = MUTATIONS.adminAdjustBalance!(target.userId);
    expect((await ask<{ adminAdjustBalance: unknown }>(deputy.client, query, variables)).data!.adminAdjustBalance).toEqual({ __typename: "AdminError", code: "FORBIDDEN" });
  });
});

describe("finding players", () => {
  const SEARCH = "query ($q: String!) { admin { searchPlayers(query: $q) { userId email username } } }";
  type Found = { admin: { searchPlayers: { userId: string; email: string; username: string }[] } };

  test("by email, username, name, id or invite code, in any case", async () => {
    const code = (await database.db.player.findUniqueOrThrow({ where: { userId: target.userId } })).inviteCode;
    for (const text of [target.email.toUpperCase(), "TESS_", target.userId, code.toLowerCase()]) {
      const found = await ask<Found>(admin.client, SEARCH, { q: text });
      expect(found.data!.admin.searchPlayers[0]?.userId, text).toBe(target.userId);
    }
    expect((await ask<Found>(moderator.client, SEARCH, { q: "no-such-player-anywhere" })).data!.admin.searchPlayers).toEqual([]);
  });
});

describe("grants and takes", () => {
  const ADJUST =
    "mutation ($input: AdminAdjustBalanceInput!) { adminAdjustBalance(input: $input) { __typename ... on AdminError { code message } ... on AdminPlayerChanged { player { gems tokens } } } }";
  type Adjusted = { adminAdjustBalance: { __typename: string; code?: string; message?: string; player?: { gems: number; tokens: number } } };

  test("go through the wallet: a ledger row with the reason, the books balance, and an audit row with before and after", async () => {
    const before = await database.db.player.findUniqueOrThrow({ where: { userId: target.userId } });
    const grant = await ask<Adjusted>(admin.client, ADJUST, { input: { userId: target.userId, currency: "TOKENS", amount: 250, reason: "Lost a win to an outage" } });
    expect(grant.data!.adminAdjustBalance).toEqual({ __typename: "AdminPlayerChanged", player: { gems: before.gems, tokens: before.tokens + 250 } });
    const take = await ask<Adjusted>(admin.client, ADJUST, { input: { userId: target.userId, currency: "GEMS", amount: -before.gems, reason: "Chargeback" } });
    expect(take.data!.adminAdjustBalance.player).toEqual({ gems: 0, tokens: before.tokens + 250 });

    const rows = await database.db.ledgerEntry.findMany({ where: { userId: target.userId }, orderBy: { id: "desc" }, take: 2 });
    expect(rows.map((row) => [row.currency, row.delta, row.reason, row.reference])).toEqual([
      ["GEMS", -before.gems, "Chargeback", `admin:${admin.userId}`],
      ["TOKENS", 250, "Lost a win to an outage", `admin:${admin.userId}`],
    ]);
    expect(await findLedgerMismatches(database.db)).toEqual([]);
    const audit = await database.db.adminAuditEntry.findMany({ where: { targetUserId: target.userId, action: "player.adjustBalance" }, orderBy: { id: "asc" } });
    expect(audit.slice(-2).map((row) => ({ actorId: row.actorId, reason: row.reason, before: row.before, after: row.after }))).toEqual([
      { actorId: admin.userId, reason: "Lost a win to an outage", before: { tokens: before.tokens }, after: { tokens: before.tokens + 250, delta: 250 } },
      { actorId: admin.userId, reason: "Chargeback", before: { gems: before.gems }, after: { gems: 0, delta: -before.gems } },
    ]);
  });

  test("never below zero, never without a reason, never zero or a fortune; refusals change nothing", async () => {
    const ledgerRows = await database.db.ledgerEntry.count({ where: { userId: target.userId } });
    const auditRows = await database.db.adminAuditEntry.count();
    const refusals: [Record<string, unknown>, string][] = [
      [{ currency: "GEMS", amount: -1, reason: "More than there is" }, "NOT_ENOUGH"],
      [{ currency: "TOKENS", amount: 5, reason: "  " }, "BAD_INPUT"],
      [{ currency: "TOKENS", amount: 0, reason: "Nothing at all" }, "BAD_INPUT"],
      [{ currency: "TOKENS", amount: 100_001, reason: "Too many zeros" }, "BAD_INPUT"],
      [{ currency: "TOKENS", amount: 5, reason: "x".repeat(201) }, "BAD_INPUT"],
    ];
    for (const [input, code] of refusals) {
      const answer = await ask<Adjusted>(admin.client, ADJUST, { input: { userId: target.userId, ...input } });
      expect(answer.data!.adminAdjustBalance, JSON.stringify(input)).toMatchObject({ __typename: "AdminError", code });
    }
    const nobody = await ask<Adjusted>(admin.client, ADJUST, { input: { userId: "no-such-user", currency: "TOKENS", amount: 5, reason: "Nobody" } });
    expect(nobody.data!.adminAdjustBalance).toMatchObject({ code: "NOT_FOUND" });
    expect(await database.db.ledgerEntry.count({ where: { userId: target.userId } })).toBe(ledgerRows);
    expect(await database.db.adminAuditEntry.count()).toBe(auditRows);
  });

  test("the ledger pages newest first and filters by currency and words", async () => {
    const LEDGER = `query ($userId: ID!, $after: String, $currency: Currency, $text: String) { admin { player(userId: $userId) {
      ledger(first: 1, after: $after, currency: $currency, text: $text) { edges { cursor node { currency delta reason } } pageInfo { hasNextPage endCursor } } } } }`;
    type Ledger = { admin: { player: { ledger: NonNullable<NonNullable<NonNullable<Page["admin"]>["player"]>["ledger"]> } } };
    const first = (await ask<Ledger>(admin.client, LEDGER, { userId: target.userId })).data!.admin.player.ledger;
    expect(first.edges.map((e) => e.node.reason)).toEqual(["Chargeback"]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = (await ask<Ledger>(admin.client, LEDGER, { userId: target.userId, after: first.pageInfo.endCursor })).data!.admin.player.ledger;
    expect(second.edges.map((e) => e.node.reason)).toEqual(["Lost a win to an outage"]);
    const tokens = (await ask<Ledger>(admin.client, LEDGER, { userId: target.userId, currency: "TOKENS", text: "OUTAGE" })).data!.admin.player.ledger;
    expect(tokens.edges.map((e) => e.node.delta)).toEqual([250]);
    expect(tokens.pageInfo.hasNextPage).toBe(false);
    const bad = await ask<Ledger>(admin.client, LEDGER, { userId: target.userId, after: "not-a-cursor" });
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});

describe("mute, ban, close and export", () => {
  test("a ban signs the player out everywhere and refuses a new sign-in until lifted; staff cannot be banned", async () => {
    const victim = await account("vic");
    const second = new HttpClient(app);
    expect((await second.signIn(victim.email)).status).toBe(200);
    const BAN = "mutation ($input: AdminBanPlayerInput!) { adminBanPlayer(input: $input) { __typename ... on AdminError { code } ... on AdminPlayerChanged { player { bannedAt } } } }";
    type Banned = { adminBanPlayer: { __typename: string; code?: string; player?: { bannedAt: string | null } } };
    const banned = await ask<Banned>(admin.client, BAN, { input: { userId: victim.userId, banned: true, reason: "Selling accounts" } });
    expect(banned.data!.adminBanPlayer.player?.bannedAt).toEqual(expect.any(String));
    expect(await database.db.session.count({ where: { userId: victim.userId } })).toBe(0);
    for (const client of [victim.client, second]) expect((await ask<{ viewer: { status: string } }>(client, "{ viewer { status } }")).data!.viewer.status).toBe("ANONYMOUS");
    const again = await new HttpClient(app).signIn(victim.email);
    expect(again.status).toBe(403);
    expect(again.body.code).toBe("BANNED");

    const lifted = await ask<Banned>(admin.client, BAN, { input: { userId: victim.userId, banned: false, reason: "Appeal granted" } });
    expect(lifted.data!.adminBanPlayer.player?.bannedAt).toBeNull();
    expect((await new HttpClient(app).signIn(victim.email)).status).toBe(200);
    const audit = await database.db.adminAuditEntry.findMany({ where: { targetUserId: victim.userId }, orderBy: { id: "asc" } });
    expect(audit.map((row) => [row.action, row.reason])).toEqual([
      ["player.ban", "Selling accounts"],
      ["player.unban", "Appeal granted"],
    ]);
    const staff = await ask<Banned>(admin.client, BAN, { input: { userId: moderator.userId, banned: true, reason: "Not allowed" } });
    expect(staff.data!.adminBanPlayer).toEqual({ __typename: "AdminError", code: "NOT_ALLOWED" });
  });

  test("a mute by the chat's rules, audited; staff cannot be muted", async () => {
    const MUTE = "mutation ($input: AdminMutePlayerInput!) { adminMutePlayer(input: $input) { __typename ... on AdminError { code } ... on AdminPlayerChanged { player { chatMutedUntil } } } }";
    type Muted = { adminMutePlayer: { __typename: string; code?: string; player?: { chatMutedUntil: string | null } } };
    const muted = await ask<Muted>(moderator.client, MUTE, { input: { userId: player.userId, minutes: 60, reason: "Spam in Foodies" } });
    expect(muted.data!.adminMutePlayer.player?.chatMutedUntil).toEqual(expect.any(String));
    expect((await ask<Muted>(moderator.client, MUTE, { input: { userId: player.userId, minutes: -5, reason: "Backwards" } })).data!.adminMutePlayer.code).toBe("BAD_INPUT");
    expect((await ask<Muted>(moderator.client, MUTE, { input: { userId: admin.userId, minutes: 5, reason: "Not allowed" } })).data!.adminMutePlayer.code).toBe("NOT_ALLOWED");
    const row = await database.db.adminAuditEntry.findFirstOrThrow({ where: { targetUserId: player.userId, action: "player.mute" }, orderBy: { id: "desc" } });
    expect(row).toMatchObject({ actorId: moderator.userId, reason: "Spam in Foodies", before: { mutedUntil: null } });
  });

  test("the export holds every table that points at a user, without secrets, and is audited", async () => {
    const pointing = await database.sql<{ table: string }>(`
      SELECT DISTINCT conrelid::regclass::text AS table FROM pg_constraint
      WHERE contype = 'f' AND confrelid IN ('"user"'::regclass, '"Player"'::regclass)`);
    const tables = new Set([...pointing.map((row) => row.table.replaceAll('"', "")), ...Object.keys(ERASED_ON_CLOSURE), ...KEPT_ON_CLOSURE, "user", "AdminAuditEntry"]);
    expect(Object.keys(EXPORTED_TABLES).sort()).toEqual([...tables].sort());

    const EXPORT = "mutation ($input: AdminExportPlayerInput!) { adminExportPlayer(input: $input) { __typename ... on AdminPlayerExport { fileName data } } }";
    const answer = await ask<{ adminExportPlayer: { fileName: string; data: { userId: string; tables: Record<string, unknown> } } }>(admin.client, EXPORT, { input: { userId: target.userId } });
    const exported = answer.data!.adminExportPlayer;
    expect(exported.fileName).toBe(`player-${target.userId}.json`);
    expect(exported.data.tables.user).toMatchObject({ id: target.userId, email: target.email });
    expect((exported.data.tables.LedgerEntry as unknown[]).length).toBeGreaterThan(2);
    const text = JSON.stringify(exported);
    expect(text).not.toMatch(/password|"token"|secretSeed|accessToken/);
    expect(await database.db.adminAuditEntry.count({ where: { targetUserId: target.userId, action: "player.export", actorId: admin.userId } })).toBe(1);
  });

  test("closing an account as an admin is the player's own deletion, audited; the books still balance", async () => {
    const leaving = await account("lea");
    const CLOSE = "mutation ($input: AdminClosePlayerInput!) { adminClosePlayer(input: $input) { __typename ... on AdminPlayerChanged { player { closedAt gems tokens email } } } }";
    const answer = await ask<{ adminClosePlayer: { player: { closedAt: string | null; gems: number; tokens: number; email: string } } }>(admin.client, CLOSE, {
      input: { userId: leaving.userId, reason: "Asked by mail" },
    });
    expect(answer.data!.adminClosePlayer.player).toMatchObject({ closedAt: expect.any(String), gems: 0, tokens: 0, email: `closed-${leaving.userId}@closed.invalid` });
    expect((await ask<{ viewer: { status: string } }>(leaving.client, "{ viewer { status } }")).data!.viewer.status).toBe("ANONYMOUS");
    expect(await findLedgerMismatches(database.db, leaving.userId)).toEqual([]);
    const second = await ask<{ adminClosePlayer: { __typename: string; code?: string } }>(admin.client, CLOSE.replace("__typename", "__typename ... on AdminError { code }"), {
      input: { userId: leaving.userId, reason: "Again" },
    });
    expect(second.data!.adminClosePlayer).toEqual({ __typename: "AdminError", code: "NOT_ALLOWED" });
  });
});

describe("roles and the audit log", () => {
  test("npm run role's function: by email in any case, audited with no actor; temporary users and unknown emails are refused", async () => {
    const someone = await account("rol");
    await setRole(database.db, someone.email.toUpperCase(), "MODERATOR");
    await setRole(database.db, someone.email, "MODERATOR");
    await setRole(database.db, someone.email, null);
    const rows = await database.db.adminAuditEntry.findMany({ where: { targetUserId: someone.userId, action: "role.set" }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.actorId, row.before, row.after])).toEqual([
      [null, { role: null }, { role: "MODERATOR" }],
      [null, { role: "MODERATOR" }, { role: null }],
    ]);
    await expect(setRole(database.db, "nobody@example.test", "ADMIN")).rejects.toBeInstanceOf(AdminError);
    const temporaryEmail = (await database.db.user.findUniqueOrThrow({ where: { id: temporary.userId } })).email;
    await expect(setRole(database.db, temporaryEmail, "ADMIN")).rejects.toBeInstanceOf(AdminError);
  });

  test("nobody can change or remove an audit row, not even the database's owner: UPDATE, DELETE and TRUNCATE are refused", async () => {
    const count = await database.db.adminAuditEntry.count();
    expect(count).toBeGreaterThan(0);
    for (const statement of [`UPDATE "AdminAuditEntry" SET reason = 'rewritten'`, `DELETE FROM "AdminAuditEntry"`, `TRUNCATE "AdminAuditEntry"`]) {
      await expect(database.sql(statement), statement).rejects.toThrow(/append-only/);
    }
    await expect(database.db.adminAuditEntry.deleteMany({})).rejects.toThrow();
    expect(await database.db.adminAuditEntry.count()).toBe(count);
    expect(await database.db.adminAuditEntry.count({ where: { reason: "rewritten" } })).toBe(0);
  });

  test("the admins read the log newest first, about one player or all", async () => {
    const LOG = "query ($userId: ID) { admin { auditLog(first: 2, userId: $userId) { edges { node { action actorId targetUserId reason before after } } pageInfo { hasNextPage } } } }";
    type Log = { admin: { auditLog: { edges: { node: { action: string; targetUserId: string } }[]; pageInfo: { hasNextPage: boolean } } } };
    const mine = (await ask<Log>(admin.client, LOG, { userId: target.userId })).data!.admin.auditLog;
    expect(mine.edges.map((e) => e.node.action)).toEqual(["player.export", "player.adjustBalance"]);
    expect(mine.pageInfo.hasNextPage).toBe(true);
    expect((await ask<Log>(admin.client, LOG)).data!.admin.auditLog.edges).toHaveLength(2);
  });
});

describe("money", () => {
  test("admins see players whose ledger does not sum to their balance; moderators get null", async () => {
    const MISMATCHES = "{ admin { ledgerMismatches { userId currency balance ledgerSum } } }";
    type Mismatches = { admin: { ledgerMismatches: { userId: string; currency: string; balance: number; ledgerSum: number }[] | null } };
    expect((await ask<Mismatches>(admin.client, MISMATCHES)).data!.admin.ledgerMismatches).toEqual([]);
    expect((await ask<Mismatches>(moderator.client, MISMATCHES)).data!.admin.ledgerMismatches).toBeNull();
    // A balance changed behind the wallet's back (as a bad restore or hand-written SQL would).
    const { tokens } = await database.db.player.findUniqueOrThrow({ where: { userId: player.userId } });
    await database.sql(`UPDATE "Player" SET tokens = tokens + 7 WHERE "userId" = $1`, [player.userId]);
    try {
      expect((await ask<Mismatches>(admin.client, MISMATCHES)).data!.admin.ledgerMismatches).toEqual([{ userId: player.userId, currency: "TOKENS", balance: tokens + 7, ledgerSum: tokens }]);
    } finally {
      await database.sql(`UPDATE "Player" SET tokens = tokens - 7 WHERE "userId" = $1`, [player.userId]);
    }
  });
});
