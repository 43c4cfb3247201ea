import { randomInt } from "node:crypto";
import type { Redis } from "ioredis";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { createLimiter } from "../limits/rateLimiter.ts";
import { z } from "zod";
import { isLoggedIn, type Viewer } from "../auth/viewer.ts";
import type { Database } from "../database/prisma.ts";
import type { Tx } from "../database/transaction.ts";
import { publishWalletChanged, type PortalEvents } from "../events.ts";
import { addInventory } from "../inventory/inventory.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { credit } from "../wallet/wallet.ts";

/**
 * Coupons: codes an operator makes that grant gems, tokens, powerups or pins. A signed-in player
 * redeems a code once; a code may expire and may be limited to a number of players in all. Each
 * redemption is one transaction whose unique (coupon, player) row is what pays a player once, and
 * whose guarded count is what keeps a limited coupon within its limit, also when tabs race.
 */

/** Coupon codes are 16 characters (docs/product/community.md#coupons). */
export const COUPON_CODE_LENGTH = 16;
/** Letters and digits that cannot be mistaken for each other (no 0/O, 1/I). */
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/** Wrong guesses cost: a player may try this many codes a minute. */
export const REDEEM_ATTEMPTS_PER_MINUTE = 10;

export type CouponErrorCode = "SIGN_IN" | "BAD_CODE" | "UNKNOWN" | "EXPIRED" | "USED_UP" | "ALREADY_REDEEMED" | "TOO_MANY";

/** A refused redemption; nothing changed. */
export class CouponError extends Error {
  constructor(
    readonly code: CouponErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const couponItem = z.strictObject({
  kind: z.enum(["POWERUP", "PIN"]),
  gameId: z.string(),
  itemId: z.string().min(1),
  count: z.int().min(1).max(999),
});
export type CouponItem = z.infer<typeof couponItem>;
const couponItems = z.array(couponItem).max(20);

export interface NewCoupon {
  /** A code of the operator's choosing; one is drawn when absent. */
  code?: string;
  gems?: number;
  tokens?: number;
  items?: CouponItem[];
  expiresAt?: Date | null;
  maxRedemptions?: number | null;
  note?: string;
}

/** What a redemption granted, in words a player reads. */
export interface Redeemed {
  /** The player it was redeemed for. */
  userId: string;
  code: string;
  gems: number;
  tokens: number;
  items: { title: string; count: number }[];
  message: string;
}

export interface CouponEnvironment {
  db: Database;
  store: StoreCatalog;
  /** Where a redemption tells the player's open pages that the wallet changed (after commit). */
  events: PortalEvents;
  /** Per player: guessing codes is slowed down. */
  attempts: RateLimiterAbstract;
}

export function createCouponAttempts(redis?: Redis): RateLimiterAbstract {
  return createLimiter({ name: "coupon-attempts", max: REDEEM_ATTEMPTS_PER_MINUTE, windowMs: 60_000, redis });
}

/** A code as typed (any case, with spaces or dashes between groups) in its stored form, or null. */
export function normalizeCouponCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, "");
  return code.length === COUPON_CODE_LENGTH && [...code].every((letter) => CODE_ALPHABET.includes(letter)) ? code : null;
}

function drawCode(): string {
  return Array.from({ length: COUPON_CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join("");
}

function itemTitle(store: StoreCatalog, item: CouponItem): string {
  return store.itemTitle(item.kind, item.gameId, item.itemId);
}

/** Checks a grant against the store: a powerup of a game's store, or a pin of the catalog. */
function checkItem(store: StoreCatalog, item: CouponItem): void {
  const known =
    item.kind === "POWERUP"
      ? (store.files.store_powerups[item.gameId] ?? []).some((powerup) => powerup.id === item.itemId)
      : item.gameId === "" && store.files.pins.some((pin) => pin.i === item.itemId);
  if (!known) throw new RangeError(`No ${item.kind === "POWERUP" ? `powerup ${item.itemId} in ${item.gameId}'s store` : `pin ${item.itemId}`}.`);
}

/**
 * The end (UTC) of the day `day` names ("2027-01-31"): a coupon that expires on a day is redeemable
 * all of it. Throws a RangeError for anything but a real date.
 */
export function endOfUtcDay(day: string): Date {
  const end = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T23:59:59.999Z`) : new Date(Number.NaN);
  if (Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== day) throw new RangeError(`The expiry is a date like 2027-01-31, not "${day.slice(0, 40)}".`);
  return end;
}

/** Makes a coupon (the operator's command and console); throws a RangeError saying what is wrong with the request. */
export async function createCoupon(db: Database | Tx, store: StoreCatalog, coupon: NewCoupon): Promise<string> {
  const code = coupon.code === undefined ? drawCode() : normalizeCouponCode(coupon.code);
  if (code === null) throw new RangeError(`A coupon code is ${COUPON_CODE_LENGTH} characters from ${CODE_ALPHABET}.`);
  const gems = coupon.gems ?? 0;
  const tokens = coupon.tokens ?? 0;
  const parsed = couponItems.safeParse(coupon.items ?? []);
  if (!parsed.success) throw new RangeError(`The items are not ones a coupon can grant: ${z.prettifyError(parsed.error)}`);
  const items = parsed.data;
  for (const amount of [gems, tokens]) if (!Number.isInteger(amount) || amount < 0 || amount > 100_000) throw new RangeError("Gems and tokens are whole numbers from 0 to 100000.");
  if (gems === 0 && tokens === 0 && items.length === 0) throw new RangeError("A coupon grants something: gems, tokens, a powerup or a pin.");
  for (const item of items) checkItem(store, item);
  const limit = coupon.maxRedemptions ?? null;
  if (limit !== null && (!Number.isInteger(limit) || limit < 1)) throw new RangeError("The limit is a whole number of players, at least 1.");
  if (await db.coupon.findUnique({ where: { code }, select: { code: true } })) throw new RangeError(`The coupon ${code} exists already.`);
  await db.coupon.create({ data: { code, gems, tokens, items, expiresAt: coupon.expiresAt ?? null, maxRedemptions: limit, note: coupon.note ?? "" } });
  return code;
}

function grantsInWords(redeemed: Omit<Redeemed, "message" | "code" | "userId">): string {
  const parts = [
    ...(redeemed.gems > 0 ? [`${redeemed.gems} gems`] : []),
    ...(redeemed.tokens > 0 ? [`${redeemed.tokens} tokens`] : []),
    ...redeemed.items.map((item) => (item.count === 1 ? item.title : `${item.title} x${item.count}`)),
  ];
  return parts.length <= 1 ? parts.join("") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

async function grant(tx: Tx, store: StoreCatalog, userId: string, code: string, coupon: { gems: number; tokens: number; items: CouponItem[] }) {
  const reference = `coupon:${code}`;
  for (const currency of ["GEMS", "TOKENS"] as const) {
    const amount = currency === "GEMS" ? coupon.gems : coupon.tokens;
    if (amount > 0) await credit(tx, { userId, currency, amount, reason: "Coupon redeemed", reference });
  }
  for (const item of coupon.items) await addInventory(tx, userId, item);
  return { gems: coupon.gems, tokens: coupon.tokens, items: coupon.items.map((item) => ({ title: itemTitle(store, item), count: item.count })) };
}

async function takeAttempt(env: CouponEnvironment, userId: string): Promise<void> {
  try {
    await env.attempts.consume(userId);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new CouponError("TOO_MANY", `Too many coupon codes tried. Please wait ${seconds} seconds and try again.`);
  }
}

/** Redeems a typed code for the viewer, or says why not (CouponError) and changes nothing. */
export async function redeemCoupon(env: CouponEnvironment, viewer: Viewer, typed: string, now: Date = new Date()): Promise<Redeemed> {
  if (!isLoggedIn(viewer)) throw new CouponError("SIGN_IN", "Sign in to redeem a coupon: what it gives is kept with your account.");
  const userId = viewer.userId;
  await takeAttempt(env, userId);
  const code = normalizeCouponCode(typed);
  if (code === null) throw new CouponError("BAD_CODE", `Coupon codes are ${COUPON_CODE_LENGTH} letters and digits. Check the code and try again.`);
  const granted = await env.db.$transaction(async (tx) => {
    const [coupon] = await tx.$queryRaw<{ gems: number; tokens: number; items: unknown; expiresAt: Date | null; maxRedemptions: number | null; redemptions: number }[]>`
      SELECT gems, tokens, items, "expiresAt", "maxRedemptions", redemptions FROM "Coupon" WHERE code = ${code} FOR UPDATE`;
    if (!coupon) throw new CouponError("UNKNOWN", "We don't know that coupon code. Check it and try again.");
    if (coupon.expiresAt !== null && coupon.expiresAt <= now) {
      throw new CouponError("EXPIRED", `This coupon expired on ${coupon.expiresAt.toLocaleDateString("en-US", { dateStyle: "long", timeZone: "UTC" })}.`);
    }
    const mine = await tx.$executeRaw`
      INSERT INTO "CouponRedemption" ("couponCode", "userId", "redeemedAt") VALUES (${code}, ${userId}, ${now}) ON CONFLICT DO NOTHING`;
    if (mine === 0) throw new CouponError("ALREADY_REDEEMED", "You have already redeemed this coupon.");
    const counted = await tx.$executeRaw`
      UPDATE "Coupon" SET redemptions = redemptions + 1
       WHERE code = ${code} AND ("maxRedemptions" IS NULL OR redemptions < "maxRedemptions")`;
    if (counted === 0) throw new CouponError("USED_UP", "This coupon has been used up.");
    return grant(tx, env.store, userId, code, { gems: coupon.gems, tokens: coupon.tokens, items: couponItems.parse(coupon.items) });
  });
  publishWalletChanged(env.events, userId);
  return { userId, code, ...granted, message: `Coupon redeemed: ${grantsInWords(granted)} added to your account.` };
}
