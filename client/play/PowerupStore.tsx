import { useState } from "react";
import { ConfirmPurchaseDialog } from "../store/ConfirmPurchaseDialog.tsx";
import type { Currency } from "../store/usePurchaseMutation.ts";
import type { GamePlayer_game$data } from "../__generated__/GamePlayer_game.graphql.ts";

type Product = GamePlayer_game$data["storeItems"][number];

export interface PowerupOffer {
  product: Product;
  currency: Currency;
}

/**
 * The store offer for a powerup a game ran out of: its smallest pack, for tokens when the player
 * has enough of them (tokens are what games earn), else for gems. Null when the store sells none.
 */
export function powerupOffer(items: readonly Product[], powerupId: string, balance: { gems: number; tokens: number }): PowerupOffer | null {
  const packs = items.filter((item) => item.kind === "POWERUP" && item.itemId === powerupId).sort((a, b) => a.count - b.count);
  const product = packs[0];
  if (!product) return null;
  const tokens = product.unitPriceTokens;
  if (tokens != null && (balance.tokens >= tokens || product.unitPriceGems == null)) return { product, currency: "TOKENS" };
  return { product, currency: product.unitPriceGems != null ? "GEMS" : "TOKENS" };
}

/** The existing Confirm Purchase dialog (Not Enough when the balance is short); reports whether the player bought. */
export function PowerupStore({ offer, balance, onDone }: { offer: PowerupOffer; balance: { gems: number; tokens: number }; onDone(purchased: boolean): void }) {
  const [purchased, setPurchased] = useState(false);
  return (
    <ConfirmPurchaseDialog
      product={offer.product}
      currency={offer.currency}
      balance={offer.currency === "GEMS" ? balance.gems : balance.tokens}
      onPurchased={() => setPurchased(true)}
      onClose={() => onDone(purchased)}
    />
  );
}
