import { graphql, usePaginationFragment } from "react-relay/hooks";
import type { Inventory_viewer$key } from "../__generated__/Inventory_viewer.graphql.ts";
import { ProductIcon } from "../store/ProductIcon.tsx";
import "./inventory.css";

type Item = { kind: string; gameName: string | null | undefined };

/** Where an item is listed: powerups under their game, everything else under its kind. */
const KIND_GROUP: Record<string, string> = {
  IMAGE_PACK: "Picture packs",
  CITY_PACK: "City packs",
  PIN_BOARD: "Pinboards",
  CHALLENGE_SLOT: "Challenge slots",
  PIN: "Pins",
};
const groupOf = (item: Item) => (item.kind === "POWERUP" ? `Powerups - ${item.gameName ?? ""}` : (KIND_GROUP[item.kind] ?? item.kind));

/** My Account's inventory: what the player owns, as the server names it, page by page. */
export function Inventory({ viewer: viewerKey }: { viewer: Inventory_viewer$key }) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment Inventory_viewer on Viewer
      @refetchable(queryName: "InventoryPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 60 }, cursor: { type: "String" }) {
        ownedItems(first: $count, after: $cursor) @connection(key: "Inventory_ownedItems") {
          edges {
            node {
              kind
              gameCode
              itemId
              name
              gameName
              count
            }
          }
        }
      }
    `,
    viewerKey,
  );
  const items = data.ownedItems.edges.flatMap((edge) => (edge?.node ? [edge.node] : []));
  // The server lists items group by group, so consecutive items make the groups.
  const groups: { title: string; items: typeof items }[] = [];
  for (const item of items) {
    const title = groupOf(item);
    const last = groups.at(-1);
    if (last?.title === title) last.items.push(item);
    else groups.push({ title, items: [item] });
  }

  return (
    <section className="panel inventory" aria-labelledby="inventory-heading">
      <h2 id="inventory-heading">What you own</h2>
      {groups.length === 0 ? (
        <p className="muted">Nothing yet. Powerups, packs, pinboards and pins you get will be listed here.</p>
      ) : (
        groups.map((group) => (
          <div key={group.title} className="inventory__group">
            <h3 className="inventory__heading">{group.title}</h3>
            <ul className="inventory__items">
              {group.items.map((item) => (
                <li key={`${item.kind}:${item.gameCode}:${item.itemId}`} className="inventory__item">
                  {item.kind === "POWERUP" && <ProductIcon kind={item.kind} itemId={item.itemId} className="inventory__icon" />}
                  <span className="inventory__name">{item.name}</span>
                  {item.kind !== "IMAGE_PACK" && item.kind !== "CITY_PACK" && item.kind !== "PIN_BOARD" && (
                    <span className="inventory__count" aria-label={`${item.count} owned`}>
                      ×{item.count}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      {hasNext && (
        <button type="button" className="button button--secondary" disabled={isLoadingNext} onClick={() => loadNext(60)}>
          {isLoadingNext ? "Loading…" : "Show more"}
        </button>
      )}
    </section>
  );
}
