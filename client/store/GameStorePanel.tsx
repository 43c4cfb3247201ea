import { useState } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { GameStorePanel_game$key } from "../__generated__/GameStorePanel_game.graphql.ts";
import type { GameStorePanel_viewer$key } from "../__generated__/GameStorePanel_viewer.graphql.ts";
import { useSession } from "../auth/Session.tsx";
import { ConfirmPurchaseDialog } from "./ConfirmPurchaseDialog.tsx";
import { ProductIcon } from "./ProductIcon.tsx";
import "./store.css";
import type { Currency } from "./usePurchaseMutation.ts";

type Product = ReturnType<typeof useStoreItems>[number];

function useStoreItems(gameKey: GameStorePanel_game$key) {
  return useFragment(
    graphql`
      fragment GameStorePanel_game on Game {
        name
        storeItems {
          key
          kind
          itemId
          count
          title
          imageUrl
          discount
          unitPriceGems
          unitPriceTokens
          free
          owned
          ownedCount
          ...ConfirmPurchaseDialog_product
        }
      }
    `,
    gameKey,
  ).storeItems;
}

/** A game's store: its powerup packs and picture or city packs, each buyable with gems or tokens. */
export function GameStorePanel({ game, viewer: viewerKey }: { game: GameStorePanel_game$key; viewer: GameStorePanel_viewer$key }) {
  const items = useStoreItems(game);
  const viewer = useFragment(
    graphql`
      fragment GameStorePanel_viewer on Viewer {
        status
        player {
          gems
          tokens
        }
      }
    `,
    viewerKey,
  );
  const { openSignIn } = useSession();
  const [buying, setBuying] = useState<{ product: Product; currency: Currency } | null>(null);
  if (items.length === 0) return null;

  const powerups = items.filter((item) => item.kind === "POWERUP");
  const packs = items.filter((item) => item.kind !== "POWERUP");
  const open = (product: Product, currency: Currency) => {
    if (viewer.status !== "LOGGED_IN") openSignIn();
    else setBuying({ product, currency });
  };
  // A pack or board bought once shows Owned where its prices were, a free pack Free (the server says which).
  const priceButtons = (product: Product) =>
    product.owned ? (
      <p className="store-item__owned">
        <span aria-hidden="true">✓</span> {product.free ? "Free" : "Owned"}
      </p>
    ) : (
      <div className="store-item__prices">
        {product.unitPriceGems !== null && (
          <button type="button" className="price-button price-button--gems" onClick={() => open(product, "GEMS")} aria-label={`Buy ${product.title}${product.count > 1 ? ` ×${product.count}` : ""} for ${product.unitPriceGems} gems`}>
            ◆ {product.unitPriceGems}
          </button>
        )}
        {product.unitPriceTokens !== null && (
          <button type="button" className="price-button price-button--tokens" onClick={() => open(product, "TOKENS")} aria-label={`Buy ${product.title}${product.count > 1 ? ` ×${product.count}` : ""} for ${product.unitPriceTokens} tokens`}>
            ● {product.unitPriceTokens}
          </button>
        )}
        {product.discount > 0 && <span className="discount-tag">-{product.discount}%</span>}
      </div>
    );

  return (
    <section aria-labelledby="store-heading" className="game-store">
      <h2 id="store-heading" className="section-heading">
        Store
      </h2>
      {viewer.status !== "LOGGED_IN" && <p className="muted">Sign in to buy powerups and packs with your gems or tokens.</p>}
      {powerups.length > 0 && (
        <>
          <h3 className="game-store__group">Powerups</h3>
          <ul className="store-grid">
            {powerups.map((product) => (
              <li key={product.key} className="store-item store-item--powerup">
                <ProductIcon kind={product.kind} itemId={product.itemId} className="store-item__icon" />
                <p className="store-item__title">
                  {product.title} <span className="store-item__count">×{product.count}</span>
                </p>
                {product.ownedCount > 0 && <p className="store-item__have">You have {product.ownedCount}</p>}
                {priceButtons(product)}
              </li>
            ))}
          </ul>
        </>
      )}
      {packs.length > 0 && (
        <>
          <h3 className="game-store__group">Packs</h3>
          <ul className="store-grid store-grid--packs">
            {packs.map((product) => (
              <li key={product.key} className={`store-item store-item--pack${product.owned ? " store-item--owned" : ""}`}>
                {product.imageUrl && <img src={product.imageUrl} alt="" width={200} height={150} loading="lazy" />}
                <p className="store-item__title">{product.title}</p>
                {priceButtons(product)}
              </li>
            ))}
          </ul>
        </>
      )}
      {buying && (
        <ConfirmPurchaseDialog
          product={buying.product}
          currency={buying.currency}
          balances={{ gems: viewer.player?.gems ?? 0, tokens: viewer.player?.tokens ?? 0 }}
          onClose={() => setBuying(null)}
        />
      )}
    </section>
  );
}
