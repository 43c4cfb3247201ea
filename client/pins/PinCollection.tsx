import { useDeferredValue, useEffect, useRef, useState, useTransition } from "react";
import { graphql, useFragment, usePaginationFragment } from "react-relay/hooks";
import type { PinCollection_pins$key } from "../__generated__/PinCollection_pins.graphql.ts";
import type { PinCollection_query$key } from "../__generated__/PinCollection_query.graphql.ts";
import type { ConfirmPurchaseDialog_product$key } from "../__generated__/ConfirmPurchaseDialog_product.graphql.ts";
import type { Currency } from "../store/usePurchaseMutation.ts";

export interface PinToBuy {
  product: ConfirmPurchaseDialog_product$key;
  currency: Currency;
}

/**
 * Every pin of the catalog, searchable by name and keyword and filterable by category: the
 * player's own show how many they have, the others how to get them, with the store's prices.
 */
export function PinCollection({ query: queryKey, pins: pinsKey, onBuy }: { query: PinCollection_query$key; pins: PinCollection_pins$key; onBuy: (pin: PinToBuy) => void }) {
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(
    graphql`
      fragment PinCollection_query on Query
      @refetchable(queryName: "PinCollectionPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 48 }, cursor: { type: "String" }, search: { type: "String" }, category: { type: "String" }) {
        pinCategories {
          id
          name
        }
        pinCatalog(first: $count, after: $cursor, search: $search, category: $category) @connection(key: "PinCollection_pinCatalog", filters: ["search", "category"]) {
          edges {
            node {
              id
              pinId
              name
              width
              height
              imageUrl
              howToGet {
                kind
                text
              }
              storeItem {
                unitPriceGems
                unitPriceTokens
                ...ConfirmPurchaseDialog_product
              }
            }
          }
        }
      }
    `,
    queryKey,
  );
  const { owned } = useFragment(
    graphql`
      fragment PinCollection_pins on PinsState {
        owned {
          count
          pin {
            pinId
          }
        }
      }
    `,
    pinsKey,
  );
  const counts = new Map(owned.map((item) => [item.pin.pinId, item.count]));
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [searching, startSearch] = useTransition();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    startSearch(() => {
      refetch({ search: deferredSearch.trim() || null, category: category || null }, { fetchPolicy: "store-or-network" });
    });
  }, [deferredSearch, category, refetch]);

  const pins = data.pinCatalog.edges.map((edge) => edge.node);
  return (
    <section className="pin-collection" aria-labelledby="pin-collection-heading">
      <div className="pin-collection__head">
        <h2 id="pin-collection-heading">Pin collection</h2>
        <div className="pin-collection__filters" role="search">
          <label>
            <span className="visually-hidden">Search pins</span>
            <input type="search" placeholder="Search pins (cat, summer, travel…)" value={search} onChange={(event) => setSearch(event.target.value)} />
          </label>
          <label>
            <span className="visually-hidden">Category</span>
            <select value={category} onChange={(event) => setCategory(event.target.value)}>
              <option value="">All categories</option>
              {data.pinCategories.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>
      <div aria-live="polite" className="muted pin-collection__status">
        {searching ? "Searching…" : pins.length === 0 ? "No pins match." : null}
      </div>
      <ul className={`pin-collection__grid${searching ? " pin-collection__grid--stale" : ""}`}>
        {pins.map((pin) => {
          const have = counts.get(pin.pinId) ?? 0;
          return (
            <li key={pin.id} className={`pin-card${have > 0 ? " pin-card--owned" : ""}`} data-pin={pin.pinId}>
              <span className="pin-card__art" style={{ aspectRatio: `${pin.width} / ${pin.height}` }}>
                <img src={pin.imageUrl} alt="" loading="lazy" draggable={false} />
              </span>
              <p className="pin-card__name">{pin.name}</p>
              <p className="pin-card__size muted">
                {pin.width}×{pin.height}
                {have > 0 && <span className="pin-card__have"> · You have {have}</span>}
              </p>
              {have === 0 && (
                <ul className="pin-card__ways">
                  {pin.howToGet.map((way) => (
                    <li key={way.text}>{way.text}</li>
                  ))}
                </ul>
              )}
              {pin.storeItem && (
                <div className="store-item__prices">
                  {pin.storeItem.unitPriceGems !== null && (
                    <button type="button" className="price-button price-button--gems" aria-label={`Buy ${pin.name} for ${pin.storeItem.unitPriceGems} gems`} onClick={() => pin.storeItem && onBuy({ product: pin.storeItem, currency: "GEMS" })}>
                      ◆ {pin.storeItem.unitPriceGems}
                    </button>
                  )}
                  {pin.storeItem.unitPriceTokens !== null && (
                    <button type="button" className="price-button price-button--tokens" aria-label={`Buy ${pin.name} for ${pin.storeItem.unitPriceTokens} tokens`} onClick={() => pin.storeItem && onBuy({ product: pin.storeItem, currency: "TOKENS" })}>
                      ● {pin.storeItem.unitPriceTokens}
                    </button>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {hasNext && (
        <button type="button" className="button button--secondary" onClick={() => loadNext(48)} disabled={isLoadingNext}>
          {isLoadingNext ? "Loading…" : "Show more pins"}
        </button>
      )}
    </section>
  );
}
