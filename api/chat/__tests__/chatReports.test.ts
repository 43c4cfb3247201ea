/**
 * Chat reports in the console: moderators and admins read reported messages (admin.chatReports) and
 * hide or keep each; every such action, also a moderator's Hide from a room's message menu, is in
 * the audit log, written with the action; players, temporary users and visitors are refused.
 */
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { setRole } from "../../admin/roles.ts";

const { app, database } = useTestApp();

interface Actor {
  client: HttpClient;
  userId: string;
  email: string;
  username: string;
}

async function account(name: string): Promise<Actor> {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const response = await client.signUp(email);
  expect(response.status).toBe(200);
  const username = `${name}_${randomUUID().slice(0, 6)}`;
  await client.graphql(`mutation ($name: String!) { updateProfile(input: { username: $name }) { __typename } }`, { name: username });
  return { client, userId: response.body.user!.id, email, username };
}

let author: Actor;
let reader: Actor;
let other: Actor;
let moderator: Actor;
let admin: Actor;
let temporary: HttpClient;

beforeAll(async () => {
  [author, reader, other, moderator, admin] = await Promise.all([account("auth"), account("read"), account("oth"), account("mod"), account("adm")]);
  await setRole(database.db, moderator.email, "MODERATOR");
  await setRole(database.db, admin.email, "ADMIN");
  temporary = new HttpClient(app);
  expect((await temporary.json("/api/user-data", { a: "tp" })).status).toBe(200);
});

type Gql<T> = { data?: T; errors?: { message: string }[] };
async function gql<T>(client: HttpClient, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await client.graphql<T>(query, variables);
  expect((response.body as Gql<T>).errors, JSON.stringify(response.body)).toBeUndefined();
  return (response.body as Gql<T>).data!;
}

const globalId = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

/** A fresh message by `author` in a room, reported by `reporters` with their reasons. */
async function reported(roomId: string, reports: [Actor, string][]) {
  const message = await database.db.chatMessage.create({ data: { roomId, userId: author.userId, body: `Cheap gems ${randomUUID()}` } });
  for (const [who, reason] of reports) {
    const REPORT = `mutation ($id: ID!, $reason: String) { reportChatMessage(input: { messageId: $id, reason: $reason }) { __typename } }`;
    expect((await gql<{ reportChatMessage: { __typename: string } }>(who.client, REPORT, { id: globalId("ChatMessage", message.id), reason })).reportChatMessage.__typename).toBe(
      "ReportChatMessageSuccess",
    );
  }
  return { message, id: globalId("ChatMessage", message.id) };
}

const QUEUE = `query ($first: Int, $after: String) { admin { chatReports(first: $first, after: $after) {
  edges { cursor node { id message roomId roomName body author authorId openReports { reason } } } pageInfo { hasNextPage endCursor } } } }`;
type QueueNode = { id: string; message: string; roomId: string; roomName: string; body: string; author: string; authorId: string; openReports: { reason: string }[] };
type Queue = { admin: { chatReports: { edges: { cursor: string; node: QueueNode }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } } | null } | null };
async function queue(client: HttpClient): Promise<QueueNode[]> {
  return (await gql<Queue>(client, QUEUE, { first: 50 })).admin!.chatReports!.edges.map((edge) => edge.node);
}

const HIDE = `mutation ($id: ID!) { adminHideChatMessage(input: { message: $id }) { __typename ... on AdminChatMessageSettled { chatMessage } ... on AdminError { code message } } }`;
const KEEP = `mutation ($id: ID!) { adminKeepChatMessage(input: { message: $id }) { __typename ... on AdminChatMessageSettled { chatMessage } ... on AdminError { code message } } }`;
type Settled = Record<string, { __typename: string; chatMessage?: string; code?: string; message?: string }>;
const hide = async (client: HttpClient, id: string) => (await gql<Settled>(client, HIDE, { id })).adminHideChatMessage!;
const keep = async (client: HttpClient, id: string) => (await gql<Settled>(client, KEEP, { id })).adminKeepChatMessage!;

const HISTORY = `query ($room: ID!) { viewer { chat { room(id: $room) { messages(last: 100) { edges { node { id } } } } } } }`;
type History = { viewer: { chat: { room: { messages: { edges: { node: { id: string } }[] } } } } };
const roomIds = async (client: HttpClient, room: string) => (await gql<History>(client, HISTORY, { room })).viewer.chat.room.messages.edges.map((edge) => edge.node.id);

const lastAudit = async () => (await database.db.adminAuditEntry.findMany({ orderBy: { id: "desc" }, take: 1 }))[0];

describe("the console's queue", () => {
  test("moderators and admins read reported messages with room, author and reasons, oldest report first, page by page; nobody else has a queue", async () => {
    const first = await reported("R1", [[reader, "Spam"]]);
    const second = await reported("R4", [
      [reader, "Rude"],
      [other, ""],
    ]);
    for (const staff of [moderator, admin]) {
      const listed = await queue(staff.client);
      const spam = listed.find((node) => node.message === first.id);
      expect(spam).toEqual({
        id: `AdminReportedChatMessage:${first.message.id}`,
        message: first.id,
        roomId: "R1",
        roomName: expect.any(String),
        body: first.message.body,
        author: author.username,
        authorId: author.userId,
        openReports: [{ reason: "Spam" }],
      });
      expect(spam!.roomName).not.toBe("R1");
      const rude = listed.find((node) => node.message === second.id);
      expect(rude).toMatchObject({ roomId: "R4", openReports: [{ reason: "Rude" }, { reason: "" }] });
      expect(listed.indexOf(spam!)).toBeLessThan(listed.indexOf(rude!));
    }
    // A page at a time: the cursors walk the whole queue once.
    const seen: string[] = [];
    let after: string | null = null;
    for (;;) {
      const page: Queue = await gql<Queue>(moderator.client, QUEUE, { first: 1, after });
      const connection = page.admin!.chatReports!;
      seen.push(...connection.edges.map((edge) => edge.node.id));
      if (!connection.pageInfo.hasNextPage) break;
      after = connection.pageInfo.endCursor;
    }
    expect(seen).toEqual((await queue(moderator.client)).map((node) => node.id));
    for (const client of [reader.client, temporary, new HttpClient(app)]) expect((await gql<Queue>(client, QUEUE, { first: 5 })).admin).toBeNull();
    const bad = await moderator.client.graphql<Queue>(QUEUE, { first: 5, after: "bm90IGEgY3Vyc29y" });
    expect(bad.body.errors?.[0]?.message).toMatch(/not a valid cursor/);
  });
});

describe("hiding and keeping", () => {
  test("a moderator hides a message: gone for everyone, still in the database, reports settled, audited in the same step", async () => {
    const { message, id } = await reported("R3", [
      [reader, "Spam"],
      [other, "Scam"],
    ]);
    const audits = await database.db.adminAuditEntry.count();
    expect(await hide(moderator.client, id)).toEqual({ __typename: "AdminChatMessageSettled", chatMessage: id });
    expect(await roomIds(reader.client, "R3")).not.toContain(id);
    expect((await gql<{ node: unknown }>(reader.client, `query ($id: ID!) { node(id: $id) { id } }`, { id })).node).toBeNull();
    const row = await database.db.chatMessage.findUniqueOrThrow({ where: { id: message.id } });
    expect(row).toMatchObject({ body: message.body, hiddenById: moderator.userId });
    expect(row.hiddenAt).toBeInstanceOf(Date);
    expect(await database.db.chatReport.count({ where: { messageId: message.id, settledAt: null } })).toBe(0);
    expect((await queue(moderator.client)).map((node) => node.message)).not.toContain(id);
    expect(await database.db.adminAuditEntry.count()).toBe(audits + 1);
    expect(await lastAudit()).toMatchObject({
      actorId: moderator.userId,
      action: "chat.hide",
      targetUserId: author.userId,
      before: { messageId: message.id, roomId: "R3", hidden: false, openReports: 2 },
      after: { messageId: message.id, roomId: "R3", hidden: true, openReports: 0 },
    });
    // Hiding it again changes nothing and writes nothing; a hidden message cannot be kept.
    expect(await hide(admin.client, id)).toMatchObject({ __typename: "AdminChatMessageSettled" });
    expect(await database.db.adminAuditEntry.count()).toBe(audits + 1);
    expect(await keep(admin.client, id)).toEqual({ __typename: "AdminError", code: "NOT_FOUND", message: "That message is no longer there." });
  });

  test("keeping settles the reports (audited) and leaves the message; a later report brings it back", async () => {
    const { message, id } = await reported("R5", [[reader, "Not sure"]]);
    expect(await keep(admin.client, id)).toEqual({ __typename: "AdminChatMessageSettled", chatMessage: id });
    expect((await queue(moderator.client)).map((node) => node.message)).not.toContain(id);
    expect(await roomIds(reader.client, "R5")).toContain(id);
    expect(await lastAudit()).toMatchObject({
      actorId: admin.userId,
      action: "chat.keep",
      targetUserId: author.userId,
      before: { messageId: message.id, hidden: false, openReports: 1 },
      after: { messageId: message.id, hidden: false, openReports: 0 },
    });
    // The earlier reporter's report stays settled (once per player); another's brings it back with only the new report.
    await gql(other.client, `mutation ($id: ID!) { reportChatMessage(input: { messageId: $id, reason: "Still spam" }) { __typename } }`, { id });
    expect((await queue(moderator.client)).find((node) => node.message === id)?.openReports).toEqual([{ reason: "Still spam" }]);
  });

  test("the room's own Hide (a moderator's message menu) is the same audited action, in chat's words", async () => {
    const { message, id } = await reported("R7", [[reader, "Rude"]]);
    const ROOM_HIDE = `mutation ($id: ID!) { hideChatMessage(input: { messageId: $id }) { __typename ... on HideChatMessageSuccess { hiddenMessageId } ... on ChatError { code } } }`;
    type RoomHide = { hideChatMessage: { __typename: string; hiddenMessageId?: string; code?: string } };
    const audits = await database.db.adminAuditEntry.count();
    expect((await gql<RoomHide>(reader.client, ROOM_HIDE, { id })).hideChatMessage).toEqual({ __typename: "ChatError", code: "NOT_ALLOWED" });
    for (const client of [temporary, new HttpClient(app)]) expect((await gql<RoomHide>(client, ROOM_HIDE, { id })).hideChatMessage).toEqual({ __typename: "ChatError", code: "SIGN_IN" });
    expect((await gql<RoomHide>(moderator.client, ROOM_HIDE, { id: globalId("ChatMessage", 999_999_999) })).hideChatMessage).toEqual({ __typename: "ChatError", code: "NOT_FOUND" });
    expect(await database.db.adminAuditEntry.count()).toBe(audits);
    expect((await gql<RoomHide>(moderator.client, ROOM_HIDE, { id })).hideChatMessage).toEqual({ __typename: "HideChatMessageSuccess", hiddenMessageId: id });
    expect(await lastAudit()).toMatchObject({ actorId: moderator.userId, action: "chat.hide", targetUserId: author.userId, before: { messageId: message.id, openReports: 1 } });
    expect(await database.db.chatReport.count({ where: { messageId: message.id, settledAt: null } })).toBe(0);
  });

  test("players, temporary users and visitors are refused (FORBIDDEN) and nothing changes; bad ids are NOT_FOUND for staff", async () => {
    const { message, id } = await reported("R8", [[reader, "Spam"]]);
    const audits = await database.db.adminAuditEntry.count();
    for (const client of [reader.client, author.client, temporary, new HttpClient(app)]) {
      expect(await hide(client, id)).toMatchObject({ __typename: "AdminError", code: "FORBIDDEN" });
      expect(await keep(client, id)).toMatchObject({ __typename: "AdminError", code: "FORBIDDEN" });
    }
    for (const bad of [globalId("ChatMessage", 999_999_999), globalId("ChatMessage", -3), globalId("ChatMessage", 1e12), globalId("QaQuestion", message.id)]) {
      expect(await hide(moderator.client, bad), bad).toEqual({ __typename: "AdminError", code: "NOT_FOUND", message: "That message is no longer there." });
      expect(await keep(admin.client, bad), bad).toEqual({ __typename: "AdminError", code: "NOT_FOUND", message: "That message is no longer there." });
    }
    expect(await database.db.adminAuditEntry.count()).toBe(audits);
    expect(await database.db.chatMessage.findUniqueOrThrow({ where: { id: message.id } })).toMatchObject({ hiddenAt: null });
    expect(await database.db.chatReport.count({ where: { messageId: message.id, settledAt: null } })).toBe(1);
  });
});
