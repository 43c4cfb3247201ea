import type { ItemKind } from "../generated/prisma/client.ts";
import type { StoreCatalog } from "../store/storeCatalog.ts";
import { listing } from "../store/storeTexts.ts";
import type { PaymentServices } from "./paymentServices.ts";

/** Gems can be bought once at least one payment provider is configured (docs/operations.md#payments-in-test-mode). */
export function paymentsAvailable(payments: PaymentServices): boolean {
  return payments.stripe !== undefined || payments.paypal !== undefined;
}

/** What the Gem Store and Not Enough Gems say instead of selling gems (docs/product/currencies.md#when-gems-cannot-be-bought). */
export interface TokenAdvice {
  /** "Gems can't be bought right now, but you can pay with tokens instead." */
  notice: string;
  /** How tokens are earned (docs/product/currencies.md#gems-and-tokens). */
  earn: string;
  /** What tokens buy: the kinds of item the store sells for tokens today. */
  buy: string;
}

/** The kinds as a player names them, in the order the advice lists them. */
const KIND_NAMES: readonly (readonly [ItemKind, string])[] = [
  ["POWERUP", "powerups"],
  ["IMAGE_PACK", "picture packs"],
  ["CITY_PACK", "city packs"],
  ["PIN_BOARD", "pinboards"],
  ["PIN", "pins"],
  ["CHALLENGE_SLOT", "challenge slots"],
];

/**
 * With no way to buy gems, a player short of them is pointed at tokens, which they can earn; what
 * tokens buy comes from the catalog so the advice never promises what the store does not sell.
 * Null when gems can be bought: then the spec's Purchase Gems path stands as it is.
 */
export function tokenAdvice(payments: PaymentServices, store: StoreCatalog): TokenAdvice | null {
  if (paymentsAvailable(payments)) return null;
  const kinds = new Set(store.products.filter((product) => product.priceTokens !== null).map((product) => product.kind));
  const sold = KIND_NAMES.filter(([kind]) => kinds.has(kind)).map(([, name]) => name);
  return {
    notice: "Gems can't be bought right now, but you can pay with tokens instead.",
    earn: "Earn tokens by winning games, completing challenges and collecting the weekly and season bonuses.",
    buy: `Tokens buy ${listing(sold)}.`,
  };
}
