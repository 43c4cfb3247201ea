import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ROOT_DIR } from "../config.ts";

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

function readChatRooms(dataDir: string): readonly ChatRoom[] {
  const file = path.join(dataDir, "chat_rooms.json");
  const parsed = chatRoomsFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`data/chat_rooms.json is invalid at ${issue?.path.join(".") ?? "?"}: ${issue?.message ?? ""}.`);
  }
  const ids = new Set(parsed.data.map((room) => room.id));
  if (ids.size !== parsed.data.length) throw new Error("data/chat_rooms.json repeats a room id.");
  return Object.freeze(parsed.data);
}

/** The rooms in their order, read once per data folder. */
export function chatRooms(dataDir: string = path.resolve(ROOT_DIR, process.env.DATA_DIR?.trim() || "data")): readonly ChatRoom[] {
  let rooms = loaded.get(dataDir);
  if (!rooms) {
    rooms = readChatRooms(dataDir);
    loaded.set(dataDir, rooms);
  }
  return rooms;
}

export function findChatRoom(roomId: string): ChatRoom | undefined {
  return chatRooms().find((room) => room.id === roomId);
}

/** The `chat_rooms` .dat file: id, name and description of each room. */
export function chatRoomsFileContent(): { id: string; name: string; desc: string }[] {
  return chatRooms().map(({ id, name, desc }) => ({ id, name, desc }));
}
