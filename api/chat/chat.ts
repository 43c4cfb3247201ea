import { randomUUID } from "node:crypto";
import { RegExpMatcher, TextCensor, asteriskCensorStrategy, englishDataset, englishRecommendedTransformers } from "obscenity";
import type { Redis } from "ioredis";
import { dataDirOf } from "../config.ts";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import { hasLoneSurrogate, hasNul } from "../database/storableText.ts";
import type { ChatRoomEvent, PortalEvents } from "../events.ts";
import { consume, createLimiter } from "../limits/rateLimiter.ts";
import { Prisma } from "../generated/prisma/client.ts";
import { chatRooms, findChatRoom, type ChatRoom } from "./rooms.ts";

/**
 * Chat rooms R0-R9 (docs/product/community.md#chat). Signed-in players read and post; a message is stored first, then
 * published to every open page of the room (on every process when Redis is set). Moderation: a
 * length limit, a per-player rate limit, per-room slow mode, a profanity filter (obscenity's
 * English set), reports, mutes a player makes for themself, and moderators who hide messages
 * and mute players portal-wide. The reports queue is the console's (api/admin/chatReports.ts,
 * which audits each hide and keep); this module owns the rules of both.
 */

/** The longest message, in characters (code points). */
export const MAX_MESSAGE_LENGTH = 300;
/** A player may post this many messages per RATE_WINDOW_SECONDS, across rooms. */
export const MESSAGES_PER_WINDOW = 5;
export const RATE_WINDOW_SECONDS = 10;
/** A report's reason, in characters. */
export const MAX_REPORT_REASON_LENGTH = 200;
/** A moderator's portal-wide mute: from a minute up to 30 days. */
export const MAX_BAN_MINUTES = 30 * 24 * 60;
/** An open room page refreshes its presence this often; one not refreshed for PRESENCE_FRESH_MS no longer counts. */
export const PRESENCE_REFRESH_MS = 30_000;
export const PRESENCE_FRESH_MS = 90_000;
/** Messages of a page of history, at most. */
export const MAX_HISTORY_PAGE = 100;

export type ChatErrorCode = "SIGN_IN" | "NO_ROOM" | "EMPTY" | "TOO_LONG" | "TOO_FAST" | "SLOW_MODE" | "MUTED" | "NOT_FOUND" | "NOT_ALLOWED" | "BAD_INPUT";

/** A refused chat action; nothing changed. */
export class ChatError extends Error {
  constructor(
    readonly code: ChatErrorCode,
    message: string,
  ) {
    super(message);
  }
}

export interface ChatEnvironment {
  db: Database;
  events: PortalEvents;
  /** Per player, across rooms and processes. */
  postLimit: RateLimiterAbstract;
  /** Per room with slow mode, per player: one message per the room's seconds. */
  slowMode: ReadonlyMap<string, RateLimiterAbstract>;
  now: () => Date;
  /** Rooms with pages open in this process, each fed from one subscription (see `roomFeed`). */
  rooms: Map<string, RoomFeed>;
  /** Readers with a room page open in this process, by user id: their mutes (see `watchMutes`). */
  readers: Map<string, Reader>;
  /** The portal's data folder, whose rooms these are. */
  dataDir: string;
}

export function createChatEnvironment(
  db: Database,
  events: PortalEvents,
  { redis, now = () => new Date(), dataDir = dataDirOf() }: { redis?: Redis; now?: () => Date; dataDir?: string } = {},
): ChatEnvironment {
  const slowMode = new Map<string, RateLimiterAbstract>();
  for (const room of chatRooms(dataDir)) {
    if (room.slowModeSeconds > 0) slowMode.set(room.id, createLimiter({ name: `chat-slow-${room.id}`, max: 1, windowMs: room.slowModeSeconds * 1000, redis }));
  }
  return {
    db,
    events,
    now,
    slowMode,
    rooms: new Map(),
    readers: new Map(),
    dataDir,
    postLimit: createLimiter({ name: "chat-post", max: MESSAGES_PER_WINDOW, windowMs: RATE_WINDOW_SECONDS * 1000, redis }),
  };
}

const profanity = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
const censor = new TextCensor().setStrategy(asteriskCensorStrategy());

/** Whether the text holds a word the filter stars out (leaderboards refuse such a name). */
export function hasProfanity(text: string): boolean {
  return profanity.hasMatch(text);
}

/** The text with every profane word starred out (the rest untouched). */
export function censorProfanity(text: string): string {
  return censor.applyTo(text, profanity.getAllMatches(text));
}

function signedIn(viewer: Viewer): string {
  if (!isLoggedIn(viewer)) throw new ChatError("SIGN_IN", "Sign in to chat.");
  return viewer.userId;
}

function room(env: ChatEnvironment, roomId: string): ChatRoom {
  const found = findChatRoom(roomId, env.dataDir);
  if (!found) throw new ChatError("NO_ROOM", `There is no chat room "${roomId}".`);
  return found;
}

/** The message as it will be stored, or why not: trimmed, within the limit, storable, profanity starred out. */
export function cleanMessage(text: string): string {
  const trimmed = text.replace(/\s+/g, " ").trim();
  if (hasNul(trimmed) || hasLoneSurrogate(trimmed)) throw new ChatError("BAD_INPUT", "The message has characters that cannot be sent.");
  if (trimmed === "") throw new ChatError("EMPTY", "Type a message first.");
  if ([...trimmed].length > MAX_MESSAGE_LENGTH) throw new ChatError("TOO_LONG", `A message is at most ${MAX_MESSAGE_LENGTH} characters.`);
  return censorProfanity(trimmed);
}

/** Whether the user moderates chat: every console role does (api/admin/access.ts grants them). */
export async function isModerator(db: Database | Tx, userId: string): Promise<boolean> {
  return (await db.staffRole.count({ where: { userId } })) > 0;
}

async function activeBan(db: Database | Tx, userId: string, now: Date): Promise<Date | null> {
  const ban = await db.chatBan.findUnique({ where: { userId } });
  return ban && ban.until > now ? ban.until : null;
}

function waitSeconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

export type StoredMessage = Prisma.ChatMessageGetPayload<object>;

/** Posts a message for a signed-in player: stored, then published. Refusals are ChatErrors and store nothing. */
export async function postMessage(env: ChatEnvironment, viewer: Viewer, roomId: string, text: string): Promise<StoredMessage> {
  const userId = signedIn(viewer);
  const target = room(env, roomId);
  const body = cleanMessage(text);
  const now = env.now();
  const until = await activeBan(env.db, userId, now);
  if (until) throw new ChatError("MUTED", `A moderator has muted you in chat until ${until.toISOString().slice(0, 16).replace("T", " ")} UTC.`);
  const moderator = await isModerator(env.db, userId);
  const slow = moderator ? undefined : env.slowMode.get(target.id);
  if (slow) {
    const wait = await consume(slow, userId);
    if (wait) throw new ChatError("SLOW_MODE", `${target.name} is in slow mode: wait ${waitSeconds(wait.retryAfterMs)} seconds before your next message.`);
  }
  const wait = await consume(env.postLimit, userId);
  if (wait) throw new ChatError("TOO_FAST", `You are sending messages too fast. Please wait ${waitSeconds(wait.retryAfterMs)} seconds.`);
  const message = await env.db.chatMessage.create({ data: { roomId: target.id, userId, body, createdAt: now } });
  env.events.publish("chatRoom", target.id, { kind: "posted", messageId: message.id });
  return message;
}

/** Which messages (of a room, or of any) the viewer reads: none unless signed in; never hidden ones or those of players they muted. */
export function visibleMessages(viewer: Viewer, roomId?: string): Prisma.ChatMessageWhereInput {
  if (!isLoggedIn(viewer)) return { id: -1 };
  return { ...(roomId === undefined ? {} : { roomId }), hiddenAt: null, user: { chatMutedBy: { none: { muterId: viewer.userId } } } };
}

/** One message if the viewer may read it now (a live arrival is checked again: a mute may be newer). */
export async function readMessage(db: Database, viewer: Viewer, messageId: number): Promise<StoredMessage | null> {
  if (!isLoggedIn(viewer)) return null;
  const message = await db.chatMessage.findUnique({ where: { id: messageId } });
  if (!message) return null;
  return (await db.chatMessage.count({ where: { id: messageId, ...visibleMessages(viewer, message.roomId) } })) > 0 ? message : null;
}

async function messageFor(db: Database, viewer: Viewer, messageId: number): Promise<StoredMessage> {
  const message = await readMessage(db, viewer, messageId);
  if (!message) throw new ChatError("NOT_FOUND", "That message is no longer there.");
  return message;
}

/** A player reports a message to the moderators, once per message (a second report changes nothing). */
export async function reportMessage(env: ChatEnvironment, viewer: Viewer, messageId: number, reason: string): Promise<StoredMessage> {
  const userId = signedIn(viewer);
  const message = await messageFor(env.db, viewer, messageId);
  if (message.userId === userId) throw new ChatError("NOT_ALLOWED", "You cannot report your own message.");
  const why = reason.trim();
  if (hasNul(why) || hasLoneSurrogate(why) || [...why].length > MAX_REPORT_REASON_LENGTH) {
    throw new ChatError("BAD_INPUT", `A reason is at most ${MAX_REPORT_REASON_LENGTH} plain characters.`);
  }
  await env.db.chatReport.createMany({ data: [{ messageId, reporterId: userId, reason: why }], skipDuplicates: true });
  return message;
}

/** The viewer stops (or starts again) seeing a player's messages; only the viewer is affected. */
export async function setMuted(env: ChatEnvironment, viewer: Viewer, authorId: string, muted: boolean): Promise<void> {
  const userId = signedIn(viewer);
  if (authorId === userId) throw new ChatError("NOT_ALLOWED", "You cannot mute yourself.");
  if ((await env.db.player.count({ where: { userId: authorId } })) === 0) throw new ChatError("NOT_FOUND", "There is no such player.");
  if (muted) await env.db.chatMute.createMany({ data: [{ muterId: userId, mutedId: authorId }], skipDuplicates: true });
  else await env.db.chatMute.deleteMany({ where: { muterId: userId, mutedId: authorId } });
  // The muter's open room pages read their mutes again.
  env.events.publish("chatMutesChanged", userId, userId);
}

/** The players the viewer muted, by their user ids. */
export async function mutedAuthorIds(db: Database, viewer: Viewer): Promise<string[]> {
  if (!isLoggedIn(viewer)) return [];
  const mutes = await db.chatMute.findMany({ where: { muterId: viewer.userId }, orderBy: { createdAt: "asc" } });
  return mutes.map((mute) => mute.mutedId);
}

/** A reported message as a moderator found it: whose, where, whether hidden already, and its open reports. */
export interface SettledMessage {
  authorId: string;
  roomId: string;
  hiddenAt: Date | null;
  openReports: number;
}

/** The message locked for the moderator's transaction, with how many open reports it has; null when there is none. */
async function lockReported(tx: Tx, messageId: number): Promise<SettledMessage | null> {
  const [row] = await tx.$queryRaw<{ userId: string; roomId: string; hiddenAt: Date | null }[]>`
    SELECT "userId", "roomId", "hiddenAt" FROM "ChatMessage" WHERE id = ${messageId} FOR UPDATE`;
  if (!row) return null;
  const openReports = await tx.chatReport.count({ where: { messageId, settledAt: null } });
  return { authorId: row.userId, roomId: row.roomId, hiddenAt: row.hiddenAt, openReports };
}

/**
 * Hides a message from everyone (it stays in the database) and settles its reports, in the caller's
 * transaction (the console writes its audit row in the same; announce it with `announceHidden` once
 * committed). Hiding a hidden message changes nothing. Returns the message as it was before.
 */
export async function applyHideMessage(tx: Tx, byId: string, messageId: number, now: Date): Promise<SettledMessage> {
  const before = await lockReported(tx, messageId);
  if (!before) throw new ChatError("NOT_FOUND", "That message is no longer there.");
  if (before.hiddenAt) return before;
  await tx.chatMessage.update({ where: { id: messageId }, data: { hiddenAt: now, hiddenById: byId } });
  await tx.chatReport.updateMany({ where: { messageId, settledAt: null }, data: { settledAt: now } });
  return before;
}

/** Keeps a reported message: its reports so far are settled (a later report brings it back), in the caller's transaction. Returns it as it was before. */
export async function applyKeepMessage(tx: Tx, messageId: number, now: Date): Promise<SettledMessage> {
  const before = await lockReported(tx, messageId);
  if (!before || before.hiddenAt) throw new ChatError("NOT_FOUND", "That message is no longer there.");
  await tx.chatReport.updateMany({ where: { messageId, settledAt: null }, data: { settledAt: now } });
  return before;
}

/** The room's open pages remove a message a moderator hid, at once. */
export function announceHidden(events: PortalEvents, roomId: string, messageId: number): void {
  events.publish("chatRoom", roomId, { kind: "hidden", messageId });
}

/** A message's open reports (reason and when), oldest first; the reporters are not named. */
export function messageReports(db: Database, messageId: number): Promise<{ reason: string; createdAt: Date }[]> {
  return db.chatReport.findMany({ where: { messageId, settledAt: null }, select: { reason: true, createdAt: true }, orderBy: { createdAt: "asc" } });
}

/** A message's open reports for moderators only, empty for anyone else (ChatMessage.openReports). */
export async function openReports(db: Database, viewer: Viewer, messageId: number): Promise<{ reason: string; createdAt: Date }[]> {
  if (!isLoggedIn(viewer) || !(await isModerator(db, viewer.userId))) return [];
  return messageReports(db, messageId);
}

/** Where the moderators' queue stands: a message and when its oldest open report came. */
export interface ReportedMessageKey {
  messageId: number;
  reportedAt: Date;
}

/** A message of the moderators' queue with what it says and who wrote it. */
export interface ReportedMessage extends ReportedMessageKey {
  roomId: string;
  body: string;
  /** The author's username ("Player" without one, as the rooms show them). */
  author: string;
  authorId: string;
  createdAt: Date;
}

/**
 * The moderators' queue: messages nobody hid that have reports no moderator has dealt with, by their
 * oldest open report (then id), from after `after`.
 */
export async function reportedMessagesPage(db: Database, after: ReportedMessageKey | null, take: number): Promise<ReportedMessage[]> {
  const from = after ? Prisma.sql`HAVING (MIN(r."createdAt"), r."messageId") > (${after.reportedAt.toISOString()}::timestamptz AT TIME ZONE 'UTC', ${after.messageId}::int)` : Prisma.empty;
  const keys = await db.$queryRaw<ReportedMessageKey[]>`
    SELECT r."messageId", MIN(r."createdAt") AS "reportedAt"
    FROM "ChatReport" r JOIN "ChatMessage" m ON m.id = r."messageId"
    WHERE r."settledAt" IS NULL AND m."hiddenAt" IS NULL GROUP BY r."messageId" ${from}
    ORDER BY "reportedAt", r."messageId" LIMIT ${take}`;
  const messages = await db.chatMessage.findMany({ where: { id: { in: keys.map((key) => key.messageId) } }, include: { user: { select: { player: { select: { username: true } } } } } });
  const byId = new Map(messages.map((message) => [message.id, message]));
  return keys.flatMap((key) => {
    const message = byId.get(key.messageId);
    return message ? [{ ...key, roomId: message.roomId, body: message.body, author: message.user.player?.username ?? "Player", authorId: message.userId, createdAt: message.createdAt }] : [];
  });
}

/**
 * The rules and the write of a portal-wide mute by `byId` (moderators cannot be muted), in the
 * caller's transaction when given one: the console's mutePlayer, also behind a room's message menu,
 * writes its audit row in the same. Returns until when, or null when lifted.
 */
export async function applyChatBan(db: Database | Tx, byId: string, authorId: string, minutes: number, now: Date): Promise<Date | null> {
  if (!Number.isInteger(minutes) || minutes < 0 || minutes > MAX_BAN_MINUTES) {
    throw new ChatError("BAD_INPUT", `Minutes must be a whole number from 0 to ${MAX_BAN_MINUTES}.`);
  }
  if ((await db.player.count({ where: { userId: authorId } })) === 0) throw new ChatError("NOT_FOUND", "There is no such player.");
  if (await isModerator(db, authorId)) throw new ChatError("NOT_ALLOWED", "Moderators cannot be muted.");
  if (minutes === 0) {
    await db.chatBan.deleteMany({ where: { userId: authorId } });
    return null;
  }
  const until = new Date(now.getTime() + minutes * 60_000);
  await db.chatBan.upsert({ where: { userId: authorId }, create: { userId: authorId, until, byId }, update: { until, byId } });
  return until;
}

/** Until when a player may not post in chat (a moderator's portal-wide mute), or null. */
export async function chatMutedUntil(db: Database | Tx, userId: string, now: Date): Promise<Date | null> {
  return activeBan(db, userId, now);
}

/** Players (distinct) with each room open now, for every room (`rm`, docs/product/community.md#room-counts); empty unless signed in. */
export async function roomCounts(db: Database, viewer: Viewer, now: Date, dataDir?: string): Promise<Record<string, number>> {
  if (!isLoggedIn(viewer)) return {};
  const since = new Date(now.getTime() - PRESENCE_FRESH_MS);
  const rows = await db.chatPresence.groupBy({ by: ["roomId", "userId"], where: { seenAt: { gt: since } } });
  const counts: Record<string, number> = Object.fromEntries(chatRooms(dataDir).map((r) => [r.id, 0]));
  for (const row of rows) if (row.roomId in counts) counts[row.roomId] = (counts[row.roomId] ?? 0) + 1;
  return counts;
}

/** A page that has a room open: it counts while it refreshes, and stops counting when it leaves. */
export interface Presence {
  /** The ChatPresence row's id (a room's feed refreshes its pages' rows together). */
  id: string;
  refresh(): Promise<void>;
  leave(): Promise<void>;
}

/** What a chat page shows of a message's author. */
export const AUTHOR_FIELDS = { userId: true, username: true, userIcon: true } as const;
const ARRIVAL_INCLUDE = { user: { select: { player: { select: AUTHOR_FIELDS } } } } as const;

/** A message as it reaches the pages following its room: the row, and what they show of its author. */
export type ArrivedMessage = Prisma.ChatMessageGetPayload<{ include: typeof ARRIVAL_INCLUDE }>;

/** What one reader's page of a room hears: a message posted there (one they may read), or the id of one a moderator hid. */
export type RoomUpdate = { posted: ArrivedMessage; hiddenMessageId: null } | { posted: null; hiddenMessageId: number };

/** A page falling this many updates behind (its socket not taking them) is ended: its reader opens the room again. */
const MAX_WAITING_UPDATES = 1_000;

/** A signed-in reader's chat mutes, read once for all of their open room pages and again when they change them. */
interface Reader {
  muted: ReadonlySet<string>;
  /** A read not answered yet: deliveries wait for it (a mute applies to the next message already). */
  reading: Promise<void> | null;
  pages: number;
  changes: AsyncGenerator<unknown>;
}

/** A room's open pages in this process, fed from one subscription to its events. */
interface RoomFeed {
  pages: Set<RoomPage>;
  events: AsyncGenerator<ChatRoomEvent>;
  refresh: NodeJS.Timeout;
}

/**
 * One open page of a room: the updates waiting for it to ask, handed out as an async iterator
 * (the chatRoom subscription's source). Small on purpose: a room may have thousands open.
 */
class RoomPage implements AsyncIterableIterator<RoomUpdate> {
  private readonly waiting: RoomUpdate[] = [];
  private asking: ((step: IteratorResult<RoomUpdate, undefined>) => void) | null = null;
  private closed = false;

  constructor(
    readonly reader: Reader,
    readonly presenceId: string | null,
    private readonly onClose: () => Promise<void>,
  ) {}

  offer(update: RoomUpdate): void {
    if (this.closed) return;
    if (this.asking) {
      const asking = this.asking;
      this.asking = null;
      asking({ done: false, value: update });
    } else if (this.waiting.push(update) > MAX_WAITING_UPDATES) {
      void this.return();
    }
  }

  next(): Promise<IteratorResult<RoomUpdate, undefined>> {
    const update = this.waiting.shift();
    if (update) return Promise.resolve({ done: false, value: update });
    if (this.closed) return Promise.resolve({ done: true, value: undefined });
    return new Promise((resolve) => (this.asking = resolve));
  }

  async return(): Promise<IteratorResult<RoomUpdate, undefined>> {
    if (!this.closed) {
      this.closed = true;
      this.waiting.length = 0;
      this.asking?.({ done: true, value: undefined });
      this.asking = null;
      await this.onClose();
    }
    return { done: true, value: undefined };
  }

  [Symbol.asyncIterator](): this {
    return this;
  }
}

/** The reader's mutes, shared by their open pages in this process; the last page to close stops the watch. */
function watchMutes(env: ChatEnvironment, viewer: Viewer, userId: string): Reader {
  const known = env.readers.get(userId);
  if (known) {
    known.pages++;
    return known;
  }
  const reader: Reader = { muted: new Set(), reading: null, pages: 1, changes: env.events.subscribe("chatMutesChanged", userId) };
  const read = () => {
    const reading: Promise<void> = mutedAuthorIds(env.db, viewer).then(
      (ids) => {
        reader.muted = new Set(ids);
      },
      // A failed read keeps the mutes known so far.
      () => undefined,
    );
    reader.reading = reading;
    void reading.then(() => {
      if (reader.reading === reading) reader.reading = null;
    });
  };
  read();
  void (async () => {
    for await (const _ of reader.changes) read();
  })();
  env.readers.set(userId, reader);
  return reader;
}

async function unwatchMutes(env: ChatEnvironment, userId: string, reader: Reader): Promise<void> {
  if (--reader.pages > 0) return;
  if (env.readers.get(userId) === reader) env.readers.delete(userId);
  await reader.changes.return(undefined);
}

/** A new message as its room's pages get it (null once hidden, or if it cannot be read: that room's pages miss it). */
async function arrival(env: ChatEnvironment, messageId: number): Promise<RoomUpdate | null> {
  const message = await env.db.chatMessage.findFirst({ where: { id: messageId, hiddenAt: null }, include: ARRIVAL_INCLUDE }).catch(() => null);
  return message ? { posted: message, hiddenMessageId: null } : null;
}

/**
 * The room's feed, started with its first page: each event is read once for the whole room and the
 * one update object goes to every page whose reader did not mute its author (api/chat/fanOut.ts
 * then renders it once per selection). Presences of the room's pages are refreshed in one statement.
 */
function roomFeed(env: ChatEnvironment, roomId: string): RoomFeed {
  const known = env.rooms.get(roomId);
  if (known) return known;
  const pages = new Set<RoomPage>();
  const refresh = setInterval(() => {
    const ids = [...pages].flatMap((page) => (page.presenceId === null ? [] : [page.presenceId]));
    if (ids.length > 0) void env.db.chatPresence.updateMany({ where: { id: { in: ids } }, data: { seenAt: env.now() } }).catch(() => {});
  }, PRESENCE_REFRESH_MS);
  refresh.unref();
  const feed: RoomFeed = { pages, refresh, events: env.events.subscribe("chatRoom", roomId) };
  env.rooms.set(roomId, feed);
  const deliver = async (update: RoomUpdate | null) => {
    if (!update) return;
    for (const page of pages) {
      if (page.reader.reading) await page.reader.reading;
      if (update.posted === null || !page.reader.muted.has(update.posted.userId)) page.offer(update);
    }
  };
  void (async () => {
    // Each message is read as soon as it is announced (a burst's reads overlap); they reach the pages in order.
    let delivered = Promise.resolve();
    for await (const event of feed.events) {
      const update = event.kind === "hidden" ? Promise.resolve<RoomUpdate>({ posted: null, hiddenMessageId: event.messageId }) : arrival(env, event.messageId);
      delivered = delivered.then(() => update).then(deliver);
    }
  })();
  return feed;
}

/**
 * A signed-in reader's updates of a room while their page is open (with its presence, refreshed
 * with the room's other pages and left on close). A new message is read once for the whole room and
 * passed on unless the reader muted its author: their mutes are read as they open the room and again
 * each time they change them, so a delivery asks the database nothing. `close` ends the updates.
 */
export function followRoom(env: ChatEnvironment, viewer: Viewer, roomId: string, presence?: Presence): { updates: AsyncIterableIterator<RoomUpdate>; close(): Promise<void> } {
  const userId = signedIn(viewer);
  const target = room(env, roomId);
  const reader = watchMutes(env, viewer, userId);
  const feed = roomFeed(env, target.id);
  const page: RoomPage = new RoomPage(reader, presence?.id ?? null, async () => {
    feed.pages.delete(page);
    if (feed.pages.size === 0 && env.rooms.get(target.id) === feed) {
      env.rooms.delete(target.id);
      clearInterval(feed.refresh);
      await feed.events.return(undefined);
    }
    await unwatchMutes(env, userId, reader);
    await presence?.leave().catch(() => {});
  });
  feed.pages.add(page);
  return { updates: page, close: async () => void (await page.return()) };
}

export async function enterRoom(env: ChatEnvironment, viewer: Viewer, roomId: string): Promise<Presence> {
  const userId = signedIn(viewer);
  const target = room(env, roomId);
  const id = randomUUID();
  await env.db.chatPresence.create({ data: { id, userId, roomId: target.id, seenAt: env.now() } });
  // Presences left behind by a process that died stop counting on their own; delete them now and then.
  await env.db.chatPresence.deleteMany({ where: { roomId: target.id, seenAt: { lt: new Date(env.now().getTime() - PRESENCE_FRESH_MS) } } });
  env.events.publish("chatCountsChanged", target.id);
  return {
    id,
    refresh: async () => {
      await env.db.chatPresence.updateMany({ where: { id }, data: { seenAt: env.now() } });
    },
    leave: async () => {
      await env.db.chatPresence.deleteMany({ where: { id } });
      env.events.publish("chatCountsChanged", target.id);
    },
  };
}
