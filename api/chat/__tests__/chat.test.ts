import { randomUUID } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import { beforeAll, describe, expect, test } from "vitest";
import { HttpClient } from "../../../tests/support/httpClient.ts";
import { useTestApp } from "../../../tests/support/testApp.ts";
import { ANONYMOUS_VIEWER, type Viewer } from "../../auth/viewer.ts";
import { createPortalEvents, type ChatRoomEvent } from "../../events.ts";
import {
  ChatError,
  MAX_MESSAGE_LENGTH,
  MESSAGES_PER_WINDOW,
  PRESENCE_FRESH_MS,
  createChatEnvironment,
  enterRoom,
  followRoom,
  postMessage,
  reportMessage,
  roomCounts,
  setMuted,
  type ChatEnvironment,
  type RoomUpdate,
} from "../chat.ts";
import { PrismaClient } from "../../generated/prisma/client.ts";
import { chatRooms } from "../rooms.ts";
import { setRole } from "../../admin/roles.ts";
import { hideChatMessage, muteFromChatRoom, ROOM_MUTE_REASON } from "../../admin/chatReports.ts";

const { app, database } = useTestApp();

interface Player {
  client: HttpClient;
  viewer: Viewer;
  username: string;
}

async function player(name: string): Promise<Player> {
  const client = new HttpClient(app);
  const email = `${name}-${randomUUID().slice(0, 8)}@example.test`;
  const signUp = await client.signUp(email);
  expect(signUp.status).toBe(200);
  const username = `${name}_${randomUUID().slice(0, 6)}`;
  const update = await client.graphql<{ updateProfile: { __typename: string } }>("mutation ($input: UpdateProfileInput!) { updateProfile(input: $input) { __typename } }", {
    input: { username, userIcon: 3 },
  });
  expect(update.body.data?.updateProfile.__typename).toBe("UpdateProfileSuccess");
  return { client, username, viewer: { status: "LOGGED_IN", userId: signUp.body.user!.id, email, name } };
}

/** A fresh environment each time: its own rate limits, its own events, and a clock the test sets. */
function environment(now = new Date()): ChatEnvironment & { clock: { now: Date } } {
  const clock = { now };
  return { ...createChatEnvironment(database.db, createPortalEvents(), { now: () => clock.now }), clock };
}

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChatError);
  return (error as ChatError).code;
}

const HISTORY = `query ($room: ID!, $last: Int, $before: String) {
  viewer { chat { room(id: $room) { messages(last: $last, before: $before) {
    edges { node { id body mine author { id username userIconUrl } } }
    pageInfo { hasPreviousPage startCursor }
  } } } }
}`;
type History = {
  viewer: {
    chat: {
      room: {
        messages: {
          edges: { node: { id: string; body: string; mine: boolean; author: { id: string; username: string; userIconUrl: string } } }[];
          pageInfo: { hasPreviousPage: boolean; startCursor: string | null };
        };
      };
    };
  };
};

async function history(client: HttpClient, room: string, last = 50, before?: string) {
  const response = await client.graphql<History>(HISTORY, { room, last, before });
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined();
  return response.body.data!.viewer.chat.room.messages;
}

let alice: Player;
let bob: Player;
let moderator: Player;

beforeAll(async () => {
  [alice, bob, moderator] = await Promise.all([player("alice"), player("bob"), player("mod")]);
  await setRole(database.db, moderator.viewer.email!.toUpperCase(), "MODERATOR");
});

describe("rooms", () => {
  test("are R0-R9 with the spec's names, also as /.data/chat_rooms.dat", async () => {
    const names = ["Tall Tales", "Gaming Gang", "Foodies", "Empty Nesters", "Sports Fans", "Travel Junkies", "Life Is Funny", "Casual Hangout", "Family Fun", "New Friends"];
    expect(chatRooms().map((r) => [r.id, r.name])).toEqual(names.map((name, i) => [`R${i}`, name]));
    const response = await new HttpClient(app).send("/.data/chat_rooms.dat");
    const file = (await response.json()) as { v: { id: string; name: string }[] };
    expect(file.v.map((r) => r.name)).toEqual(names);
  });
});

describe("history", () => {
  test("is oldest first and pages backwards from the newest, with authors and avatars", async () => {
    const bodies = Array.from({ length: 7 }, (_, i) => `paging ${i}`);
    for (const [i, body] of bodies.entries()) {
      await database.db.chatMessage.create({ data: { roomId: "R1", userId: (i % 2 ? bob : alice).viewer.userId!, body } });
    }
    const newest = await history(alice.client, "R1", 3);
    expect(newest.edges.map((e) => e.node.body)).toEqual(bodies.slice(4));
    expect(newest.pageInfo.hasPreviousPage).toBe(true);
    const older = await history(alice.client, "R1", 3, newest.pageInfo.startCursor!);
    expect(older.edges.map((e) => e.node.body)).toEqual(bodies.slice(1, 4));
    const oldest = await history(alice.client, "R1", 3, older.pageInfo.startCursor!);
    expect(oldest.edges.map((e) => e.node.body)).toEqual(bodies.slice(0, 1));
    expect(oldest.pageInfo.hasPreviousPage).toBe(false);
    const first = oldest.edges[0]!.node;
    expect(first).toMatchObject({ mine: true, author: { id: alice.viewer.userId, username: alice.username, userIconUrl: "/img/user/3.svg" } });
  });

  test("is empty for visitors who are not signed in (spec 6)", async () => {
    const anonymous = new HttpClient(app);
    expect((await history(anonymous, "R1")).edges).toEqual([]);
    const temp = new HttpClient(app);
    expect((await temp.json("/api/user-data", { a: "tp" })).status).toBe(200);
    expect((await history(temp, "R1")).edges).toEqual([]);
  });
});

describe("posting", () => {
  test("is for signed-in players, in a room that exists, within the length limit, with profanity starred out", async () => {
    const env = environment();
    expect(await refusal(postMessage(env, ANONYMOUS_VIEWER, "R0", "hi"))).toBe("SIGN_IN");
    expect(await refusal(postMessage(env, { ...alice.viewer, status: "TEMPORARY" }, "R0", "hi"))).toBe("SIGN_IN");
    expect(await refusal(postMessage(env, alice.viewer, "R10", "hi"))).toBe("NO_ROOM");
    expect(await refusal(postMessage(env, alice.viewer, "R0", "  \n "))).toBe("EMPTY");
    expect(await refusal(postMessage(env, alice.viewer, "R0", "x".repeat(MAX_MESSAGE_LENGTH + 1)))).toBe("TOO_LONG");
    expect((await postMessage(env, alice.viewer, "R0", "é".repeat(MAX_MESSAGE_LENGTH))).body).toHaveLength(MAX_MESSAGE_LENGTH);
    const rude = await postMessage(env, alice.viewer, "R0", "what   a fucking  game");
    expect(rude.body).toBe("what a ****ing game");
    expect(await database.db.chatMessage.count({ where: { body: { contains: "fuck" } } })).toBe(0);
  });

  test("is stored, then published to the room", async () => {
    const env = environment();
    const events = env.events.subscribe("chatRoom", "R7");
    const arrived = events.next();
    const message = await postMessage(env, bob.viewer, "R7", "hello room");
    expect((await arrived).value).toEqual({ kind: "posted", messageId: message.id } satisfies ChatRoomEvent);
    await events.return();
    expect((await history(alice.client, "R7")).edges.map((e) => e.node.body)).toEqual(["hello room"]);
  });

  test("is rate limited per player, and slow mode holds a player back in its room except moderators", async () => {
    const env = environment();
    for (let i = 0; i < MESSAGES_PER_WINDOW; i += 1) await postMessage(env, bob.viewer, "R9", `quick ${i}`);
    expect(await refusal(postMessage(env, bob.viewer, "R8", "one too many"))).toBe("TOO_FAST");
    expect(await database.db.chatMessage.count({ where: { body: "one too many" } })).toBe(0);
    // Alice's own count is untouched by Bob's.
    await postMessage(env, alice.viewer, "R9", "still fine");

    const sports = chatRooms().find((r) => r.slowModeSeconds > 0)!;
    await postMessage(env, alice.viewer, sports.id, "goal!");
    const code = await refusal(postMessage(env, alice.viewer, sports.id, "another goal!"));
    expect(code).toBe("SLOW_MODE");
    await postMessage(env, moderator.viewer, sports.id, "welcome, fans");
    await postMessage(env, moderator.viewer, sports.id, "keep it friendly");
  });
});

describe("live updates of a room", () => {
  test("a new message is read from the database once for all of the room's readers, and each reader's mutes apply at once", async () => {
    const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: database.url }), log: [{ emit: "event", level: "query" }] });
    const statements: string[] = [];
    db.$on("query", (event) => statements.push(event.query));
    try {
      const env: ChatEnvironment = { ...environment(), db };
      const readers = [alice, moderator, ...(await Promise.all(["carol", "dave", "erin", "frank"].map(player)))];
      const follows = readers.map((reader) => followRoom(env, reader.viewer, "R2"));
      const next = (index: number) =>
        follows[index]!.updates[Symbol.asyncIterator]()
          .next()
          .then((result) => result.value as RoomUpdate);
      // Each reader's mutes are read as they open the room (waiting for the first update starts that).
      let arriving = readers.map((_, index) => next(index));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const opened = statements.length;
      const posted = await postMessage(env, bob.viewer, "R2", "hello, everyone");
      const deliveries = await Promise.all(arriving);
      expect(deliveries.map((update) => update.posted?.id)).toEqual(readers.map(() => posted.id));
      expect(deliveries[0]!.posted?.user.player?.username).toBe(bob.username);
      // The post's own statements (a ban, a moderator, the insert) and one read for all six readers.
      const reads = statements.slice(opened).filter((statement) => statement.startsWith("SELECT") && statement.includes('"ChatMessage"'));
      expect(reads).toHaveLength(1);

      // Alice mutes Bob while her page is open: his next message reaches everyone but her.
      await setMuted(env, alice.viewer, bob.viewer.userId!, true);
      arriving = readers.map((_, index) => next(index));
      const muted = await postMessage(env, bob.viewer, "R2", "can alice hear me?");
      const fromCarol = await postMessage(env, readers[2]!.viewer, "R2", "carol here");
      const second = await Promise.all(arriving);
      expect(second[0]!.posted?.id).toBe(fromCarol.id);
      expect(second.slice(1).map((update) => update.posted?.id)).toEqual(readers.slice(1).map(() => muted.id));
      await setMuted(env, alice.viewer, bob.viewer.userId!, false);
      await Promise.all(follows.map((follow) => follow.close()));
    } finally {
      await db.$disconnect();
    }
  });
});

describe("moderation", () => {
  test("a mute is the muter's own: they stop seeing the player, everyone else still does, until unmuted", async () => {
    const env = environment();
    await postMessage(env, alice.viewer, "R6", "alice speaks");
    await postMessage(env, bob.viewer, "R6", "bob speaks");
    await setMuted(env, bob.viewer, alice.viewer.userId!, true);
    await setMuted(env, bob.viewer, alice.viewer.userId!, true);
    expect((await history(bob.client, "R6")).edges.map((e) => e.node.body)).toEqual(["bob speaks"]);
    expect((await history(moderator.client, "R6")).edges.map((e) => e.node.body)).toEqual(["alice speaks", "bob speaks"]);
    expect(await refusal(setMuted(env, bob.viewer, bob.viewer.userId!, true))).toBe("NOT_ALLOWED");
    await setMuted(env, bob.viewer, alice.viewer.userId!, false);
    expect((await history(bob.client, "R6")).edges).toHaveLength(2);
  });

  test("a report is kept once per player and message; one's own message cannot be reported", async () => {
    const env = environment();
    const message = await postMessage(env, alice.viewer, "R5", "report me");
    await reportMessage(env, bob.viewer, message.id, "rude");
    await reportMessage(env, bob.viewer, message.id, "very rude");
    expect(await database.db.chatReport.findMany({ where: { messageId: message.id }, select: { reporterId: true, reason: true } })).toEqual([{ reporterId: bob.viewer.userId, reason: "rude" }]);
    expect(await refusal(reportMessage(env, alice.viewer, message.id, ""))).toBe("NOT_ALLOWED");
    expect(await refusal(reportMessage(env, bob.viewer, 999_999, ""))).toBe("NOT_FOUND");
  });

  test("only moderators hide messages (gone for everyone, announced to the room) and mute players everywhere", async () => {
    const env = environment();
    const message = await postMessage(env, bob.viewer, "R3", "to be hidden");
    // Hiding is the console's audited action (api/chat/__tests__/chatReports.test.ts); the room hears of it.
    await expect(hideChatMessage(env, alice.viewer, message.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const events = env.events.subscribe("chatRoom", "R3");
    const announced = events.next();
    await hideChatMessage(env, moderator.viewer, message.id);
    expect((await announced).value).toEqual({ kind: "hidden", messageId: message.id });
    await events.return();
    expect((await history(alice.client, "R3")).edges).toEqual([]);

    // A room menu's mute everywhere is the console's audited mute, with its reason said for the moderator.
    const bobId = bob.viewer.userId!;
    await expect(muteFromChatRoom(env, alice.viewer, bobId, 10)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(muteFromChatRoom(env, moderator.viewer, bobId, -1)).rejects.toMatchObject({ code: "BAD_INPUT" });
    await expect(muteFromChatRoom(env, moderator.viewer, moderator.viewer.userId!, 10)).rejects.toMatchObject({ code: "NOT_ALLOWED", message: "Moderators cannot be muted." });
    const { until } = await muteFromChatRoom(env, moderator.viewer, bobId, 10);
    expect(until?.getTime()).toBe(env.clock.now.getTime() + 10 * 60_000);
    expect(await refusal(postMessage(env, bob.viewer, "R2", "let me speak"))).toBe("MUTED");
    env.clock.now = new Date(until!.getTime() + 1);
    await postMessage(env, bob.viewer, "R2", "back again");
    await muteFromChatRoom(env, moderator.viewer, bobId, 10);
    expect((await muteFromChatRoom(env, moderator.viewer, bobId, 0)).until).toBeNull();
    await postMessage(env, bob.viewer, "R2", "lifted early");
    const audit = await database.db.adminAuditEntry.findMany({ where: { targetUserId: bobId, action: "player.mute" }, orderBy: { id: "asc" } });
    expect(audit.map((entry) => [entry.actorId, entry.reason, entry.after])).toEqual([
      [moderator.viewer.userId, ROOM_MUTE_REASON, { mutedUntil: until!.toISOString() }],
      [moderator.viewer.userId, ROOM_MUTE_REASON, { mutedUntil: expect.any(String) }],
      [moderator.viewer.userId, ROOM_MUTE_REASON, { mutedUntil: null }],
    ]);
  });
});

describe("counts", () => {
  test("count each signed-in player with a room open once, drop those who left or went quiet, and are empty for others", async () => {
    const env = environment(new Date("2026-11-24T12:00:00Z"));
    const changed = env.events.subscribe("chatCountsChanged");
    const announced = changed.next();
    const aliceTab1 = await enterRoom(env, alice.viewer, "R8");
    expect((await announced).value).toBe("R8");
    const aliceTab2 = await enterRoom(env, alice.viewer, "R8");
    const bobs = await enterRoom(env, bob.viewer, "R8");
    await enterRoom(env, moderator.viewer, "R4");
    const counts = await roomCounts(database.db, alice.viewer, env.clock.now);
    expect(counts).toMatchObject({ R8: 2, R4: 1, R0: 0 });
    expect(Object.keys(counts)).toHaveLength(10);
    await aliceTab1.leave();
    expect((await roomCounts(database.db, bob.viewer, env.clock.now)).R8).toBe(2);
    await aliceTab2.leave();
    expect((await roomCounts(database.db, bob.viewer, env.clock.now)).R8).toBe(1);
    // A page that stopped refreshing (its process died) no longer counts; one that refreshes does.
    env.clock.now = new Date(env.clock.now.getTime() + PRESENCE_FRESH_MS - 1000);
    await bobs.refresh();
    env.clock.now = new Date(env.clock.now.getTime() + 2000);
    expect(await roomCounts(database.db, bob.viewer, env.clock.now)).toMatchObject({ R8: 1, R4: 0 });
    expect(await roomCounts(database.db, ANONYMOUS_VIEWER, env.clock.now)).toEqual({});
    await changed.return();
  });

  test("/api/chat action cc answers rm for signed-in players and the empty default for others", async () => {
    const signedIn = await alice.client.json<{ rm: Record<string, number> }>("/api/chat", { a: "cc" });
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body.rm).sort()).toEqual(
      chatRooms()
        .map((r) => r.id)
        .sort(),
    );
    expect((await new HttpClient(app).json("/api/chat", { a: "cc" })).body).toEqual({ rm: {} });
    expect((await alice.client.json("/api/chat", { a: "zz" })).status).toBe(400);
  });
});
