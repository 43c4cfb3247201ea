/**
 * Chat over GraphQL: the rooms with their live counts, each room's history as a connection (newest
 * last), posting, reporting, muting, the moderators' actions, and live arrivals over graphql-ws.
 * Only translates to api/chat/ (and to the console's audited hide, api/admin/chatReports.ts); a
 * refusal is the ChatError member of a result and nothing changed.
 */
import { encodeGlobalID } from "@pothos/plugin-relay";
import { rowNumber } from "./rowNumber.ts";
import type { ObjectRef } from "@pothos/core";
import { createGraphQLError } from "graphql-yoga";
import { AdminError } from "../admin/access.ts";
import { hideChatMessage, muteFromChatRoom } from "../admin/chatReports.ts";
import { isLoggedIn } from "../auth/viewer.ts";
import {
  ChatError,
  MAX_HISTORY_PAGE,
  MAX_MESSAGE_LENGTH,
  AUTHOR_FIELDS,
  enterRoom,
  followRoom,
  isModerator,
  mutedAuthorIds,
  openReports,
  postMessage,
  reportMessage,
  roomCounts,
  setMuted,
  visibleMessages,
  type ChatErrorCode,
  type RoomUpdate,
  type StoredMessage,
} from "../chat/chat.ts";
import { chatRooms, findChatRoom, type ChatRoom } from "../chat/rooms.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { Viewer } from "./viewer.ts";

type Author = { userId: string; username: string | null; userIcon: number };
const ChatAuthor = builder.objectRef<Author>("ChatAuthor").implement({
  description: "Who wrote a chat message, as everyone in the room sees them.",
  fields: (t) => ({
    id: t.exposeID("userId", { description: "The player's id, for muting them." }),
    username: t.string({ resolve: (p) => p.username ?? "Player" }),
    userIconUrl: t.string({ resolve: (p) => `/img/user/${p.userIcon}.svg` }),
  }),
});

export const ChatReportNote = builder.objectRef<{ reason: string; createdAt: Date }>("ChatReportNote").implement({
  description: "A player's report of a message, as moderators read it (the reporter is not named).",
  fields: (t) => ({
    reason: t.exposeString("reason", { description: "The reporter's words; empty when they gave none." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaNode("ChatMessage", {
  description: "A message in a chat room.",
  id: { field: "id" },
  nullable: true,
  // node(id) finds only a message the viewer may read.
  findUnique: (id, { viewer }) => ({ id: rowNumber(id), AND: [visibleMessages(viewer)] }),
  fields: (t) => ({
    roomId: t.exposeString("roomId"),
    body: t.exposeString("body", { description: "The text, profanity starred out." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    author: t.field({
      type: ChatAuthor,
      select: { userId: true, user: { select: { player: { select: AUTHOR_FIELDS } } } },
      // A player row is made with every user; the fallback covers a user whose player is gone.
      resolve: (message) => message.user.player ?? { userId: message.userId, username: null, userIcon: 1 },
    }),
    mine: t.boolean({ select: { userId: true }, resolve: (message, _args, { viewer }) => message.userId === viewer.userId }),
    openReports: t.field({
      type: [ChatReportNote],
      description: "Moderators: the players' reports of this message that no moderator has dealt with yet, oldest first; empty for anyone else.",
      resolve: (message, _args, { db, viewer }) => openReports(db, viewer, message.id),
    }),
  }),
});

const ChatRoomRef = builder.node(builder.objectRef<ChatRoom>("ChatRoom"), {
  description: "A chat room, R0-R9 (docs/product/community.md#chat).",
  id: { resolve: (room) => room.id },
  loadOne: (id, context) => findChatRoom(id, context.config.dataDir) ?? null,
  fields: (t) => ({
    roomId: t.exposeID("id", { description: "R0 to R9." }),
    name: t.exposeString("name"),
    desc: t.exposeString("desc"),
    slowModeSeconds: t.exposeInt("slowModeSeconds", { description: "Seconds between two messages of one player (0: no slow mode; moderators are exempt)." }),
    count: t.int({
      description: "Signed-in players with the room open now (rm, docs/product/community.md#room-counts); 0 unless the viewer is signed in.",
      resolve: async (room, _args, { db, viewer, chat }) => (await roomCounts(db, viewer, chat.now(), chat.dataDir))[room.id] ?? 0,
    }),
    messages: t.prismaConnection({
      type: "ChatMessage",
      cursor: "id",
      defaultSize: 30,
      maxSize: MAX_HISTORY_PAGE,
      description: "The room's history, oldest first: ask for `last` (and `before`) to load the newest and then older ones. Empty unless signed in.",
      resolve: (query, room, _args, { db, viewer }) => db.chatMessage.findMany({ ...query, where: visibleMessages(viewer, room.id), orderBy: { id: "asc" } }),
    }),
  }),
});

const ChatRef = builder.objectRef<{ userId: string | null }>("Chat").implement({
  description: "The chat rooms and what the viewer may do in them.",
  fields: (t) => ({
    id: t.id({ resolve: (chat) => `Chat:${chat.userId ?? "nobody"}` }),
    rooms: t.field({ type: [ChatRoomRef], resolve: (_chat, _args, context) => [...chatRooms(context.config.dataDir)] }),
    room: t.field({ type: ChatRoomRef, nullable: true, args: { id: t.arg.id({ required: true }) }, resolve: (_chat, args, context) => findChatRoom(String(args.id), context.config.dataDir) ?? null }),
    maxMessageLength: t.int({ resolve: () => MAX_MESSAGE_LENGTH }),
    canPost: t.boolean({ description: "Signed-in players read and post; others are asked to sign in.", resolve: (_chat, _args, { viewer }) => isLoggedIn(viewer) }),
    isModerator: t.boolean({ resolve: async (chat, _args, { db }) => chat.userId !== null && (await isModerator(db, chat.userId)) }),
    mutedAuthors: t.field({
      type: [ChatAuthor],
      description: "Players whose messages the viewer does not see.",
      resolve: async (_chat, _args, { db, viewer }) => db.player.findMany({ select: AUTHOR_FIELDS, where: { userId: { in: await mutedAuthorIds(db, viewer) } } }),
    }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  chat: t.field({ type: ChatRef, resolve: (viewer) => ({ userId: isLoggedIn(viewer) ? viewer.userId : null }) }),
}));

// -------------------------------------------------------------------------------------------------
// Mutations

type Refused = { kind: "error"; code: ChatErrorCode; message: string };
const ChatErrorRef = builder.objectRef<Refused>("ChatError").implement({
  description: "The chat action was refused and nothing changed. code: SIGN_IN, NO_ROOM, EMPTY, TOO_LONG, TOO_FAST, SLOW_MODE, MUTED, NOT_FOUND, NOT_ALLOWED or BAD_INPUT.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

async function orChatError<T extends object>(work: () => Promise<T>): Promise<(T & { kind: "ok" }) | Refused> {
  try {
    return { ...(await work()), kind: "ok" };
  } catch (error) {
    if (error instanceof ChatError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

/** The console's refusal of the room's Hide, as chat says it: sign in, moderators only, or no such message. */
function inChatWords(error: unknown, viewer: GraphQLContext["viewer"]): never {
  if (!(error instanceof AdminError)) throw error;
  if (error.code === "NOT_FOUND" || error.code === "NOT_ALLOWED" || error.code === "BAD_INPUT") throw new ChatError(error.code, error.message);
  throw isLoggedIn(viewer) ? new ChatError("NOT_ALLOWED", "Only moderators can do that.") : new ChatError("SIGN_IN", "Sign in to chat.");
}

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

function result<S extends { kind: "ok" }>(name: string, success: ObjectRef<Types, S>) {
  return builder.unionType(name, {
    types: [success, ChatErrorRef],
    resolveType: (value) => (value.kind === "error" ? ChatErrorRef : success),
  });
}

/** The chat message a global id names; any other id reads as -1, which names none. */
export function chatMessageIdOf(id: { typename: string; id: string }): number {
  return id.typename === "ChatMessage" ? rowNumber(id.id) : -1;
}

type MessageDone = { message: StoredMessage; kind: "ok" };
const messageField = (description: string) =>
  builder.objectRef<MessageDone>(description).implement({
    fields: (t) => ({
      message: t.prismaField({ type: "ChatMessage", resolve: (query, done, _args, { db }) => db.chatMessage.findUniqueOrThrow({ ...query, where: { id: done.message.id } }) }),
    }),
  });
const PostChatMessageSuccess = messageField("PostChatMessageSuccess");
const ReportChatMessageSuccess = messageField("ReportChatMessageSuccess");

type Hidden = { hiddenMessageId: string; kind: "ok" };
const HideChatMessageSuccess = builder.objectRef<Hidden>("HideChatMessageSuccess").implement({
  fields: (t) => ({ hiddenMessageId: t.exposeID("hiddenMessageId", { description: "The hidden message's id (gone from every page)." }) }),
});

type Muted = { userId: string; kind: "ok" };
const MuteChatPlayerSuccess = builder.objectRef<Muted>("MuteChatPlayerSuccess").implement({
  fields: (t) => ({ chat: t.field({ type: ChatRef, resolve: (done) => ({ userId: done.userId }) }) }),
});

type Banned = { until: Date | null; kind: "ok" };
const MuteChatPlayerEverywhereSuccess = builder.objectRef<Banned>("MuteChatPlayerEverywhereSuccess").implement({
  fields: (t) => ({ until: t.expose("until", { type: "DateTime", nullable: true, description: "Until when the player may not post; null when lifted." }) }),
});

const PostChatMessageInput = builder.inputType("PostChatMessageInput", {
  fields: (t) => ({ roomId: t.id({ required: true }), body: t.string({ required: true }) }),
});
const ReportChatMessageInput = builder.inputType("ReportChatMessageInput", {
  fields: (t) => ({ messageId: t.globalID({ required: true }), reason: t.string({ required: false }) }),
});
const HideChatMessageInput = builder.inputType("HideChatMessageInput", {
  fields: (t) => ({ messageId: t.globalID({ required: true }) }),
});
const MuteChatPlayerInput = builder.inputType("MuteChatPlayerInput", {
  fields: (t) => ({ authorId: t.id({ required: true }), muted: t.boolean({ required: true, description: "false unmutes." }) }),
});
const MuteChatPlayerEverywhereInput = builder.inputType("MuteChatPlayerEverywhereInput", {
  fields: (t) => ({ authorId: t.id({ required: true }), minutes: t.int({ required: true, description: "How long; 0 lifts the mute." }) }),
});

builder.mutationFields((t) => ({
  postChatMessage: t.field({
    type: result("PostChatMessageResult", PostChatMessageSuccess),
    description: "Post a message in a room (signed-in players). It reaches the room's open pages through the chatRoom subscription.",
    args: { input: t.arg({ type: PostChatMessageInput, required: true }) },
    resolve: (_root, { input }, { chat, viewer }) => orChatError(async () => ({ message: await postMessage(chat, viewer, String(input.roomId), input.body) })),
  }),
  reportChatMessage: t.field({
    type: result("ReportChatMessageResult", ReportChatMessageSuccess),
    description: "Report a message to the moderators (once per message).",
    args: { input: t.arg({ type: ReportChatMessageInput, required: true }) },
    resolve: (_root, { input }, { chat, viewer }) => orChatError(async () => ({ message: await reportMessage(chat, viewer, chatMessageIdOf(input.messageId), input.reason ?? "") })),
  }),
  muteChatPlayer: t.field({
    type: result("MuteChatPlayerResult", MuteChatPlayerSuccess),
    description: "Stop (or start again) seeing a player's messages; only for the viewer.",
    args: { input: t.arg({ type: MuteChatPlayerInput, required: true }) },
    resolve: (_root, { input }, { chat, viewer }) =>
      orChatError(async () => {
        await setMuted(chat, viewer, String(input.authorId), input.muted);
        return { userId: viewer.userId ?? "" };
      }),
  }),
  hideChatMessage: t.field({
    type: result("HideChatMessageResult", HideChatMessageSuccess),
    description: "Moderators: hide a message from everyone (the console's audited adminHideChatMessage, answered in chat's words).",
    args: { input: t.arg({ type: HideChatMessageInput, required: true }) },
    resolve: (_root, { input }, { chat, viewer }) =>
      orChatError(async () => {
        const { messageId } = await hideChatMessage(chat, viewer, chatMessageIdOf(input.messageId)).catch((error: unknown) => inChatWords(error, viewer));
        return { hiddenMessageId: encodeGlobalID("ChatMessage", messageId) };
      }),
  }),
  muteChatPlayerEverywhere: t.field({
    type: result("MuteChatPlayerEverywhereResult", MuteChatPlayerEverywhereSuccess),
    description: "Moderators: stop a player posting in every room for some minutes (0 lifts it); the console's audited adminMutePlayer, answered in chat's words.",
    args: { input: t.arg({ type: MuteChatPlayerEverywhereInput, required: true }) },
    resolve: (_root, { input }, { chat, viewer }) =>
      orChatError(async () => {
        const { until } = await muteFromChatRoom(chat, viewer, String(input.authorId), input.minutes).catch((error: unknown) => inChatWords(error, viewer));
        return { until };
      }),
  }),
}));

// -------------------------------------------------------------------------------------------------
// Subscriptions

const ChatRoomUpdate = builder.objectRef<RoomUpdate>("ChatRoomUpdate").implement({
  description: "A new message in the room, or the id of one a moderator hid.",
  fields: (t) => ({
    posted: t.prismaField({
      type: "ChatMessage",
      nullable: true,
      // The message as api/chat read it once for every reader of the room: the row with its author,
      // which is all that ChatMessage's fields select, so no reader's selection asks for more.
      resolve: (_query, update) => update.posted,
    }),
    hiddenMessageId: t.id({ nullable: true, resolve: (update) => (update.hiddenMessageId === null ? null : encodeGlobalID("ChatMessage", update.hiddenMessageId)) }),
  }),
});

function refuse(error: unknown): never {
  if (error instanceof ChatError) throw createGraphQLError(error.message, { extensions: { code: error.code } });
  throw error;
}

/** The room's updates for this reader while the page is open; the page counts in the room until it leaves (api/chat/chat.ts). */
async function roomUpdates(context: GraphQLContext, roomId: string): Promise<AsyncIterableIterator<RoomUpdate>> {
  const presence = await enterRoom(context.chat, context.viewer, roomId).catch(refuse);
  return followRoom(context.chat, context.viewer, roomId, presence).updates;
}

builder.subscriptionFields((t) => ({
  chatRoom: t.field({
    type: ChatRoomUpdate,
    nullable: true,
    description: "What happens in a room while the page is open (signed-in players); the page counts in the room's count meanwhile.",
    args: { roomId: t.arg.id({ required: true }) },
    subscribe: (_root, args, context) => roomUpdates(context, String(args.roomId)),
    resolve: (update: RoomUpdate) => update,
  }),
  chatCounts: t.field({
    type: [ChatRoomRef],
    description: "The rooms with their counts now, then again whenever someone opens or leaves one.",
    subscribe: async function* (_root, _args, { viewer, events }) {
      yield true;
      if (!isLoggedIn(viewer)) return;
      for await (const _roomId of events.subscribe("chatCountsChanged")) yield true;
    },
    resolve: (_root, _args, context) => [...chatRooms(context.config.dataDir)],
  }),
}));
