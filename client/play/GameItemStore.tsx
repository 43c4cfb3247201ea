import { useState } from "react";
import { ConfirmPurchaseDialog } from "../store/ConfirmPurchaseDialog.tsx";
import type { Currency } from "../store/usePurchaseMutation.ts";
import type { GamePlayer_game$data } from "../__generated__/GamePlayer_game.graphql.ts";

type Product = GamePlayer_game$data["storeItems"][number];

const GAME_ITEM_KINDS: ReadonlySet<string> = new Set(["POWERUP", "IMAGE_PACK", "CITY_PACK"]);

export interface GameItemOffer {
  product: Product;
  currency: Currency;
}

/**
 * The store offer for an item a game asks for (a powerup it ran out of, a locked picture or city
 * pack): its smallest pack, for tokens when the player has enough of them (tokens are what games
 * earn), else for gems. Null when the store sells none (a free pack is sold for neither).
 */
export function gameItemOffer(items: readonly Product[], itemId: string, balance: { gems: number; tokens: number }): GameItemOffer | null {
  const packs = items.filter((item) => GAME_ITEM_KINDS.has(item.kind) && item.itemId === itemId).sort((a, b) => a.count - b.count);
  const product = packs[0];
  if (!product || (product.unitPriceGems == null && product.unitPriceTokens == null)) return null;
  const tokens = product.unitPriceTokens;
  if (tokens != null && (balance.tokens >= tokens || product.unitPriceGems == null)) return { product, currency: "TOKENS" };
  return { product, currency: product.unitPriceGems != null ? "GEMS" : "TOKENS" };
}

/** The existing Confirm Purchase dialog (Not Enough when the balance is short); reports whether the player bought. */
export function GameItemStore({ offer, balance, onDone }: { offer: GameItemOffer; balance: { gems: number; tokens: number }; onDone(purchased: boolean): void }) {
  const [purchased, setPurchased] = useState(false);
  return (
    <ConfirmPurchaseDialog
      product={offer.product}
      currency={offer.currency}
      balances={balance}
      onPurchased={() => setPurchased(true)}
      onClose={() => onDone(purchased)}
    />
  );
}
