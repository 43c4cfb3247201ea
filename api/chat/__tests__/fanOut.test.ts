import { randomUUID } from "node:crypto";
import type { ExecutionResult } from "graphql";
import { afterAll, beforeAll, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";

/**
 * A chatRoom subscription's selection runs once per message for all the pages that ask the same
 * (api/chat/fanOut.ts), and each page still gets only what it may: subscriptions run through the
 * app's own envelope as api/server.ts's graphql-ws door runs them.
 */
const { app, graphql, database } = useTestApp();

const ROOM = "R3";
const FULL = `subscription ($room: ID!) { chatRoom(roomId: $room) { posted { id body createdAt mine author { id username userIconUrl } } hiddenMessageId } }`;
const BODY_ONLY = `subscription ($room: ID!) { chatRoom(roomId: $room) { posted { body } } }`;
const WITH_REPORTS = `subscription ($room: ID!) { chatRoom(roomId: $room) { posted { body openReports { reason } } } }`;

interface Page {
  next(): Promise<ExecutionResult>;
  close(): Promise<void>;
}

async function player(name: string): Promise<{ client: HttpClient; id: string }> {
  const client = new HttpClient(app);
  const signUp = await client.signUp(`${name}-${randomUUID().slice(0, 8)}@example.test`);
  expect(signUp.status).toBe(200);
  return { client, id: signUp.body.user!.id };
}

const open: Page[] = [];

/** A page of the room with `query` open, as a graphql-ws socket would run it (the player's cookie on the upgrade). */
async function openPage(client: HttpClient, query: string): Promise<Page> {
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  const variables = { room: ROOM };
  const { schema, subscribe, contextFactory, parse, validate } = graphql.getEnveloped({ req: { headers: { cookie } }, params: { query, variables } });
  const document = parse(query);
  expect(validate(schema, document)).toEqual([]);
  const result = await subscribe({ schema, document, variableValues: variables, contextValue: await contextFactory() });
  if (!(Symbol.asyncIterator in result)) throw new Error(`Not subscribed: ${JSON.stringify(result)}`);
  const iterator = result[Symbol.asyncIterator]();
  // The first next() opens the room (presence, then the room's events).
  let pending = iterator.next();
  const page: Page = {
    next: async () => {
      const step = await pending;
      pending = iterator.next();
      if (step.done) throw new Error("The subscription ended.");
      return step.value;
    },
    close: async () => {
      await iterator.return?.();
    },
  };
  open.push(page);
  return page;
}

/** Waits until `count` pages are in the room (their presence written; their events follow at once). */
async function inRoom(count: number): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await database.db.chatPresence.count({ where: { roomId: ROOM } })) >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}

async function post(client: HttpClient, body: string): Promise<string> {
  const response = await client.graphql<{ postChatMessage: { __typename: string; message?: { id: string } } }>(
    "mutation ($input: PostChatMessageInput!) { postChatMessage(input: $input) { __typename ... on PostChatMessageSuccess { message { id } } } }",
    { input: { roomId: ROOM, body } },
  );
  expect(response.body.data?.postChatMessage.__typename).toBe("PostChatMessageSuccess");
  return response.body.data!.postChatMessage.message!.id;
}

let author: Awaited<ReturnType<typeof player>>;
let readers: Awaited<ReturnType<typeof player>>[];

beforeAll(async () => {
  const [first, ...rest] = await Promise.all(["author", "r1", "r2", "r3", "muter", "short", "reports1", "reports2"].map(player));
  author = first!;
  readers = rest;
});

afterAll(async () => {
  await Promise.all(open.map((page) => page.close()));
});

test("a message is executed once per selection for the room's pages; a muting reader gets nothing, another selection its own shape, openReports per page", async () => {
  const [r1, r2, r3, muter, short, reports1, reports2] = readers as [typeof author, typeof author, typeof author, typeof author, typeof author, typeof author, typeof author];
  const muted = await muter.client.graphql<{ muteChatPlayer: { __typename: string } }>(
    "mutation ($input: MuteChatPlayerInput!) { muteChatPlayer(input: $input) { __typename } }",
    { input: { authorId: author.id, muted: true } },
  );
  expect(muted.body.data?.muteChatPlayer.__typename).toBe("MuteChatPlayerSuccess");

  const full = await Promise.all([r1, r2, r3].map((reader) => openPage(reader.client, FULL)));
  const authorsPage = await openPage(author.client, FULL);
  const mutersPage = await openPage(muter.client, FULL);
  const shortPage = await openPage(short.client, BODY_ONLY);
  const reportPages = await Promise.all([reports1, reports2].map((reader) => openPage(reader.client, WITH_REPORTS)));
  await inRoom(8);

  const before = graphql.chatFanOut.executions();
  const id = await post(author.client, "hello, room");
  const delivered = await Promise.all(full.map((page) => page.next()));
  const posted = { id, body: "hello, room", createdAt: expect.any(String), author: { id: author.id, username: "Player", userIconUrl: expect.any(String) } };
  for (const result of delivered) expect(result).toEqual({ data: { chatRoom: { posted: { ...posted, mine: false }, hiddenMessageId: null } } });
  // The three readers of the same selection got the one result.
  expect(delivered[1]).toBe(delivered[0]);
  expect(delivered[2]).toBe(delivered[0]);
  // The author's own page says it is theirs: the same selection, rendered apart for `mine`.
  expect(await authorsPage.next()).toEqual({ data: { chatRoom: { posted: { ...posted, mine: true }, hiddenMessageId: null } } });
  expect(await shortPage.next()).toEqual({ data: { chatRoom: { posted: { body: "hello, room" } } } });
  for (const page of reportPages) expect(await page.next()).toEqual({ data: { chatRoom: { posted: { body: "hello, room", openReports: [] } } } });
  // FULL for readers, FULL for the author, BODY_ONLY once; WITH_REPORTS once per page.
  expect(graphql.chatFanOut.executions() - before).toBe(5);

  // The muter's page heard nothing of the author: their next update is someone else's message.
  const fromR1 = await post(r1.client, "r1 here");
  expect(await mutersPage.next()).toMatchObject({ data: { chatRoom: { posted: { id: fromR1, body: "r1 here", mine: false } } } });
  for (const page of [...full, authorsPage, shortPage, ...reportPages]) await page.next();

  // Closed pages leave the room: no presence stays behind.
  await Promise.all(open.splice(0).map((page) => page.close()));
  expect(await database.db.chatPresence.count({ where: { roomId: ROOM } })).toBe(0);
});
