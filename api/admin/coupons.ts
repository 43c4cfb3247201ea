import { z } from "zod";
import type { Viewer } from "../auth/viewer.ts";
import { COUPON_CODE_LENGTH, createCoupon, endOfUtcDay } from "../coupons/coupons.ts";
import type { Database } from "../database/prisma.ts";
import { isUniqueViolation } from "../database/transaction.ts";
import type { Prisma } from "../generated/prisma/client.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { AdminError, allows, authorize, type Staff } from "./access.ts";
import { appendAudit } from "./audit.ts";

/**
 * Coupons in the console (issue 33): admins see every coupon with its usage and make new ones, each
 * creation written to the audit log with the coupon itself. What a coupon may be (its code, what it
 * grants, its limit and expiry) is api/coupons' rule; this module says who may and keeps the record.
 */

/** Coupons a page lists at most. */
export const MAX_COUPON_PAGE = 50;
/** A coupon's note: a line for the operators, never shown to players. */
export const COUPON_NOTE_LENGTH = 200;
/** The most players a limited coupon may serve: beyond it, leave the limit out. */
export const MAX_COUPON_LIMIT = 1_000_000;

export type CouponRow = Prisma.CouponGetPayload<object>;

/** Where a coupon stands for players now: redeemable, past its last day, or taken by as many players as it allows. */
export type CouponState = "ACTIVE" | "EXPIRED" | "USED_UP";

export function couponState(coupon: Pick<CouponRow, "expiresAt" | "maxRedemptions" | "redemptions">, now: Date): CouponState {
  if (coupon.expiresAt && coupon.expiresAt <= now) return "EXPIRED";
  if (coupon.maxRedemptions !== null && coupon.redemptions >= coupon.maxRedemptions) return "USED_UP";
  return "ACTIVE";
}

/** A coupons page's cursor: the last coupon's creation time and code (coupons are listed by both, newest first). */
export interface CouponCursor {
  createdAt: Date;
  code: string;
}

/** A page of coupons, newest first, after `after`; null when the role may not manage coupons. */
export async function couponsPage(db: Database, staff: Staff, page: { after: CouponCursor | null; take: number }): Promise<CouponRow[] | null> {
  if (!allows(staff, "MANAGE_COUPONS")) return null;
  const { after } = page;
  return db.coupon.findMany({
    where: after ? { OR: [{ createdAt: { lt: after.createdAt } }, { createdAt: after.createdAt, code: { lt: after.code } }] } : {},
    orderBy: [{ createdAt: "desc" }, { code: "desc" }],
    take: Math.min(Math.max(page.take, 1), MAX_COUPON_PAGE + 1),
  });
}

const wholeAmount = z.int("Gems and tokens are whole numbers.").min(0, "Gems and tokens cannot be negative.").max(100_000, "Gems and tokens are at most 100000 each.");

export const NewCouponInput = z.object({
  gems: wholeAmount,
  tokens: wholeAmount,
  /** The last day it may be redeemed (UTC, "2027-01-31"); none for no end. */
  expiresOn: z.string().trim().max(40).nullish(),
  /** How many players may redeem it in all; none for no limit. */
  maxRedemptions: z
    .int("The limit is a whole number of players.")
    .min(1, "The limit is at least 1 player.")
    .max(MAX_COUPON_LIMIT, `The limit is at most ${MAX_COUPON_LIMIT} players; leave it out for no limit.`)
    .nullish(),
  note: z.string().trim().max(COUPON_NOTE_LENGTH, `The note is at most ${COUPON_NOTE_LENGTH} characters.`),
  /** A code of the admin's choosing (16 letters and digits, dashes and spaces ignored); drawn at random when absent. */
  code: z.string().trim().max(40, `A coupon code is ${COUPON_CODE_LENGTH} characters.`).nullish(),
});

export interface AdminCouponEnvironment {
  db: Database;
  store: StoreCatalog;
  now: () => Date;
}

/** Makes a coupon for an admin, and writes who made it and what it grants to the audit log in the same transaction. */
export async function createCouponAsStaff(env: AdminCouponEnvironment, viewer: Viewer, input: z.input<typeof NewCouponInput>): Promise<CouponRow> {
  const parsed = NewCouponInput.safeParse(input);
  if (!parsed.success) throw new AdminError("BAD_INPUT", parsed.error.issues[0]?.message ?? "The coupon is not valid.");
  const { gems, tokens, expiresOn, maxRedemptions, note, code: chosen } = parsed.data;
  const staff = await authorize(env.db, viewer, "MANAGE_COUPONS");
  let expiresAt: Date | null = null;
  try {
    if (expiresOn) expiresAt = endOfUtcDay(expiresOn);
  } catch (error) {
    if (error instanceof RangeError) throw new AdminError("BAD_INPUT", error.message);
    throw error;
  }
  if (expiresAt && expiresAt <= env.now()) throw new AdminError("BAD_INPUT", "The last day to redeem it has passed: pick today or a later day.");
  return env.db.$transaction(async (tx) => {
    let code: string;
    try {
      code = await createCoupon(tx, env.store, { code: chosen || undefined, gems, tokens, expiresAt, maxRedemptions: maxRedemptions ?? null, note });
    } catch (error) {
      if (error instanceof RangeError) throw new AdminError("BAD_INPUT", error.message);
      if (isUniqueViolation(error)) throw new AdminError("BAD_INPUT", "A coupon with that code was made a moment ago: choose another code.");
      throw error;
    }
    const coupon = await tx.coupon.findUniqueOrThrow({ where: { code } });
    await appendAudit(tx, {
      actorId: staff.userId,
      action: "coupon.create",
      targetUserId: null,
      reason: note,
      after: { code, gems, tokens, expiresAt: expiresAt?.toISOString() ?? null, maxRedemptions: coupon.maxRedemptions },
    });
    return coupon;
  });
}
