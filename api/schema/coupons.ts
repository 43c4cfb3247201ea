/**
 * Coupons over GraphQL: redeem a code. Only translates to api/coupons/; a refusal is the
 * CouponError member of the result and nothing changed.
 */
import { COUPON_CODE_LENGTH, CouponError, redeemCoupon, type CouponErrorCode, type Redeemed } from "../coupons/coupons.ts";
import { builder } from "./builder.ts";
import { Portal } from "./portal.ts";
import { PUBLIC_CATALOG } from "./publicCatalog.ts";
import { playerOfPayload } from "./viewer.ts";

builder.objectFields(Portal, (t) => ({
  couponCodeLength: t.int({ extensions: PUBLIC_CATALOG, description: "How many letters and digits a coupon code has (docs/product/community.md#coupons).", resolve: () => COUPON_CODE_LENGTH }),
}));

const CouponGrant = builder.objectRef<Redeemed["items"][number]>("CouponGrant").implement({
  description: "An item a coupon gave (a powerup or a pin), as a player reads it.",
  fields: (t) => ({ title: t.exposeString("title"), count: t.exposeInt("count") }),
});

type Success = Redeemed & { kind: "ok" };
const CouponRedeemed = builder.objectRef<Success>("CouponRedeemed").implement({
  fields: (t) => ({
    code: t.exposeString("code"),
    gems: t.exposeInt("gems"),
    tokens: t.exposeInt("tokens"),
    items: t.field({ type: [CouponGrant], resolve: (result) => result.items }),
    message: t.exposeString("message", { description: 'What it gave, in a sentence: "Coupon redeemed: 50 gems and Hint x3 added to your account."' }),
    player: t.prismaField({ type: "Player", resolve: playerOfPayload }),
  }),
});

type Refused = { kind: "error"; code: CouponErrorCode; message: string };
const CouponErrorRef = builder.objectRef<Refused>("CouponError").implement({
  description: "The coupon was not redeemed and nothing changed. code: SIGN_IN, BAD_CODE, UNKNOWN, EXPIRED, USED_UP, ALREADY_REDEEMED or TOO_MANY.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

const RedeemCouponResult = builder.unionType("RedeemCouponResult", {
  types: [CouponRedeemed, CouponErrorRef],
  resolveType: (value) => (value.kind === "error" ? CouponErrorRef : CouponRedeemed),
});

const RedeemCouponInput = builder.inputType("RedeemCouponInput", {
  fields: (t) => ({ code: t.string({ required: true, description: "As typed: case, spaces and dashes do not matter." }) }),
});

builder.mutationField("redeemCoupon", (t) =>
  t.field({
    type: RedeemCouponResult,
    description: "Redeem a coupon code for the signed-in player: once per player, before it expires, while it lasts.",
    args: { input: t.arg({ type: RedeemCouponInput, required: true }) },
    resolve: async (_root, { input }, { coupons, viewer }): Promise<Success | Refused> => {
      try {
        return { ...(await redeemCoupon(coupons, viewer, input.code)), kind: "ok" };
      } catch (error) {
        if (error instanceof CouponError) return { kind: "error", code: error.code, message: error.message };
        throw error;
      }
    },
  }),
);
