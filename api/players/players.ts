import { randomInt } from "node:crypto";
import { directSql } from "../database/directSql.ts";
import type { Database } from "../database/prisma.ts";
import { inTransaction, type SqlTx, type Tx } from "../database/transaction.ts";
import { Prisma, type Player } from "../generated/prisma/client.ts";
import { addInventory } from "../inventory/inventory.ts";
import { placeOnDefaultBoard } from "../pins/pins.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { credit } from "../wallet/wallet.ts";
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USER_ICON_COUNT, WELCOME_GIFT } from "./constants.ts";

// Invite codes avoid look-alike characters (0/O, 1/I/L) so they can be read out and typed.
const INVITE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const INVITE_CODE_LENGTH = 8;

function newInviteCode(): string {
  let code = "";
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)];
  return code;
}

/**
 * Creates the player row for a user if it does not exist yet, with a unique invite code. It reads
 * first: the row almost always exists (sign-up makes it), and a read path should not write.
 */
export async function ensurePlayer(tx: SqlTx, userId: string): Promise<void> {
  const exists = async () => (await tx.$queryRaw<unknown[]>`SELECT 1 FROM "Player" WHERE "userId" = ${userId}`).length > 0;
  if (await exists()) return;
  for (let attempt = 0; attempt < 10; attempt++) {
    // ON CONFLICT DO NOTHING covers both an existing player and an (unlikely) invite-code clash.
    await tx.$executeRaw`INSERT INTO "Player" ("userId", "inviteCode") VALUES (${userId}, ${newInviteCode()}) ON CONFLICT DO NOTHING`;
    if (await exists()) return;
  }
  throw new Error(`Could not create a player for user ${userId}.`);
}

/** What a lock on the player answers: whether the user is temporary, and the last game day counted (gf), as locked. */
export interface LockedPlayer {
  temporary: boolean;
  lastGameDay: string | null;
}

/**
 * lockPlayer's statement: locks the user's player row, if there is one, and answers what
 * LockedPlayer holds. A finish runs it as a step of its claim's statement.
 */
export function playerLockStatement(userId: string): Prisma.Sql {
  return Prisma.sql`SELECT u."isAnonymous" AS temporary, p."lastGameDay" FROM "Player" p JOIN "user" u ON u.id = p."userId" WHERE p."userId" = ${userId} FOR UPDATE OF p`;
}

/** The row playerLockStatement answers. */
export interface PlayerLockRow {
  temporary: boolean | null;
  lastGameDay: string | null;
}

/** What a row of playerLockStatement says, wherever the statement ran. */
export function lockedPlayerOf(row: PlayerLockRow): LockedPlayer {
  return { temporary: row.temporary === true, lastGameDay: row.lastGameDay };
}

/**
 * Locks the user's player row until the transaction ends (made first in the rare case it is
 * missing), so one player's money moves one at a time, and says whether the user is temporary:
 * one statement for the players who have a row.
 */
export async function lockPlayer(tx: SqlTx, userId: string): Promise<LockedPlayer> {
  const locked = () => tx.$queryRaw<PlayerLockRow[]>(playerLockStatement(userId));
  let [row] = await locked();
  if (!row) {
    await ensurePlayer(tx, userId);
    [row] = await locked();
  }
  if (!row) throw new Error(`There is no user ${userId} to lock the player of.`);
  return lockedPlayerOf(row);
}

/**
 * The user's player as `read` reads it, the row made first only when it is missing: one read for
 * the players who have a row, as nearly all do.
 */
export async function readOrEnsurePlayer<T>(db: Database, userId: string, read: () => Promise<T | null>): Promise<T> {
  const found = await read();
  if (found !== null) return found;
  await ensurePlayer(db, userId);
  const made = await read();
  if (made === null) throw new Error(`The player of user ${userId} is missing after it was made.`);
  return made;
}

/**
 * The player's row as it stands (null when the user has none), in one prepared statement on the
 * bare pool: a game's finish answers with the wallet it paid into (issue 31).
 */
export async function readPlayerRow(db: Database, userId: string): Promise<Player | null> {
  const [row] = await directSql(db).$queryRaw<Player[]>`SELECT * FROM "Player" WHERE "userId" = ${userId}`;
  return row ?? null;
}

/**
 * Gives the welcome gift (tokens, gems, Welcome Pin) exactly once per player, whoever calls first.
 * The pin arrives placed on the default board, so My Pinboard never starts empty.
 */
export async function grantWelcomeGift(db: Database | Tx, store: StoreCatalog, userId: string): Promise<boolean> {
  return inTransaction(db, async (tx) => {
    await ensurePlayer(tx, userId);
    const claimed = await tx.$executeRaw`UPDATE "Player" SET "welcomeGiftAt" = now() WHERE "userId" = ${userId} AND "welcomeGiftAt" IS NULL`;
    if (claimed === 0) return false;
    const reference = "welcome-gift";
    await credit(tx, { userId, currency: "TOKENS", amount: WELCOME_GIFT.tokens, reason: "Welcome gift", reference });
    await credit(tx, { userId, currency: "GEMS", amount: WELCOME_GIFT.gems, reason: "Welcome gift", reference });
    await addInventory(tx, userId, { kind: "PIN", gameId: "", itemId: WELCOME_GIFT.pinId, count: 1 });
    await placeOnDefaultBoard(tx, store, userId, WELCOME_GIFT.pinId);
    return true;
  });
}

export class ProfileError extends Error {
  constructor(
    readonly field: "username" | "userIcon",
    message: string,
  ) {
    super(message);
  }
}

const USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;

/** Checks a username and returns it trimmed, or throws a ProfileError saying what to fix. */
export function validateUsername(raw: string): string {
  const username = raw.trim();
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) {
    throw new ProfileError("username", `Usernames are ${USERNAME_MIN_LENGTH} to ${USERNAME_MAX_LENGTH} characters long.`);
  }
  if (!USERNAME_PATTERN.test(username)) throw new ProfileError("username", "Use only letters, numbers and underscores.");
  if (!/[A-Za-z]/.test(username)) throw new ProfileError("username", "A username needs at least one letter.");
  return username;
}

export function validateUserIcon(icon: number): number {
  if (!Number.isInteger(icon) || icon < 1 || icon > USER_ICON_COUNT) {
    throw new ProfileError("userIcon", `Choose one of the ${USER_ICON_COUNT} icons.`);
  }
  return icon;
}

/** Sets username and/or icon; usernames are unique ignoring case. */
export async function updateProfile(db: Database, userId: string, changes: { username?: string | null; userIcon?: number | null }): Promise<void> {
  const data: { username?: string; usernameKey?: string; userIcon?: number } = {};
  if (changes.username != null) {
    data.username = validateUsername(changes.username);
    data.usernameKey = data.username.toLowerCase();
  }
  if (changes.userIcon != null) data.userIcon = validateUserIcon(changes.userIcon);
  if (Object.keys(data).length === 0) return;
  await ensurePlayer(db, userId);
  if (data.usernameKey) {
    const holder = await db.player.findUnique({ where: { usernameKey: data.usernameKey }, select: { userId: true } });
    if (holder && holder.userId !== userId) throw new ProfileError("username", "That username is taken. Please choose another.");
  }
  try {
    await db.player.update({ where: { userId }, data });
  } catch (error) {
    // Two players claiming the same name at once: the unique index decides, the loser is told.
    if ((error as { code?: string }).code === "P2002") throw new ProfileError("username", "That username is taken. Please choose another.");
    throw error;
  }
}

/** Game sound: on or off, a volume from 0 to 100, and background music on or off. */
export interface SoundPreference {
  on: boolean;
  volume: number;
  /** Left as it was when not given (a client from before there was music). */
  music?: boolean | null;
}

/** A volume the preferences refuse (not a whole number from 0 to 100). */
export class PreferenceError extends Error {
  override name = "PreferenceError";
}

/**
 * Player preferences kept with the user data (gc, skip the Play confirm step:
 * docs/product/accounts.md#profile; the games' sound settings).
 */
export async function updatePreferences(db: Database, userId: string, changes: { noGameConfirm?: boolean | null; sound?: SoundPreference | null }): Promise<void> {
  const sound = changes.sound;
  if (sound != null && !(Number.isInteger(sound.volume) && sound.volume >= 0 && sound.volume <= 100)) throw new PreferenceError("The volume is a whole number from 0 to 100.");
  await ensurePlayer(db, userId);
  const data = {
    ...(changes.noGameConfirm != null ? { noGameConfirm: changes.noGameConfirm } : {}),
    ...(sound != null ? { soundOn: sound.on, soundVolume: sound.volume } : {}),
    ...(sound?.music != null ? { soundMusic: sound.music } : {}),
  };
  if (Object.keys(data).length > 0) await db.player.update({ where: { userId }, data });
}

export async function listBills(db: Database, userId: string, limit = 100) {
  return db.bill.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: limit });
}

export async function listInvitedFriends(db: Database, userId: string) {
  const invites = await db.invite.findMany({
    where: { inviterId: userId },
    orderBy: { createdAt: "desc" },
    include: { invitee: { select: { player: { select: { username: true, userIcon: true } } } } },
  });
  return invites.map((invite) => ({
    username: invite.invitee.player?.username ?? "",
    userIcon: invite.invitee.player?.userIcon ?? 1,
    challengeReward1: invite.challengeReward1,
    challengeReward2: invite.challengeReward2,
    purchaseReward: invite.purchaseReward,
  }));
}
