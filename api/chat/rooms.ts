import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { dataDirOf } from "../config.ts";

/** The chat rooms R0-R9 (docs/product/community.md#chat), as data/chat_rooms.json names them. */

const chatRoomEntry = z.strictObject({
  id: z.string().regex(/^R\d$/, "must be R followed by a digit"),
  name: z.string().min(1).max(40),
  desc: z.string().min(1).max(200),
  /** Seconds a player waits between two messages in this room (0: no slow mode). */
  slowModeSeconds: z.int().min(0).max(3600),
});
const chatRoomsFile = z.array(chatRoomEntry).min(1).max(10);

export type ChatRoom = z.infer<typeof chatRoomEntry>;

const loaded = new Map<string, readonly ChatRoom[]>();

/** The rooms of data/chat_rooms.json's content, checked; an error names what is wrong. */
export function parseChatRooms(json: unknown): readonly ChatRoom[] {
  const parsed = chatRoomsFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`data/chat_rooms.json is invalid at ${issue?.path.join(".") ?? "?"}: ${issue?.message ?? ""}.`);
  }
  const ids = new Set(parsed.data.map((room) => room.id));
  if (ids.size !== parsed.data.length) throw new Error("data/chat_rooms.json repeats a room id.");
  return Object.freeze(parsed.data);
}

/**
 * The rooms of a data folder (DATA_DIR's without one) in their order, read on first use and then
 * following the folder's changes (`useChatRooms`, at start and from the catalog watcher). Keyed by
 * folder, not kept as "the server's": tests run several portals in one process.
 */
export function chatRooms(dataDir?: string): readonly ChatRoom[] {
  const key = path.resolve(dataDir ?? dataDirOf());
  let rooms = loaded.get(key);
  if (!rooms) {
    rooms = parseChatRooms(JSON.parse(readFileSync(path.join(key, "chat_rooms.json"), "utf8")));
    loaded.set(key, rooms);
  }
  return rooms;
}

/** From now on `dataDir`'s rooms are `rooms` (read and checked with the rest of the folder's files). */
export function useChatRooms(dataDir: string, rooms: readonly ChatRoom[]): void {
  loaded.set(path.resolve(dataDir), rooms);
}

export function findChatRoom(roomId: string, dataDir?: string): ChatRoom | undefined {
  return chatRooms(dataDir).find((room) => room.id === roomId);
}

/** The `chat_rooms` .dat file: id, name and description of each room. */
export function chatRoomsFileContent(dataDir?: string): { id: string; name: string; desc: string }[] {
  return chatRooms(dataDir).map(({ id, name, desc }) => ({ id, name, desc }));
}
