import { graphql, useFragment } from "react-relay/hooks";
import type { PurchaseHistory_viewer$key } from "../__generated__/PurchaseHistory_viewer.graphql.ts";

export function PurchaseHistory({ viewer: viewerKey }: { viewer: PurchaseHistory_viewer$key }) {
  const viewer = useFragment(
    graphql`
      fragment PurchaseHistory_viewer on Viewer {
        bills {
          id
          displayName
          quantity
          currency
          amount
          createdAt
        }
      }
    `,
    viewerKey,
  );
  return (
    <section className="panel" aria-labelledby="history-heading">
      <h2 id="history-heading">Purchase history</h2>
      {viewer.bills.length === 0 ? (
        <p className="muted">No purchases yet. Powerups and packs you buy will be listed here.</p>
      ) : (
        <table className="history">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Item</th>
              <th scope="col">Qty</th>
              <th scope="col">Price</th>
            </tr>
          </thead>
          <tbody>
            {viewer.bills.map((bill) => (
              <tr key={bill.id}>
                <td>{new Date(bill.createdAt).toLocaleString()}</td>
                <td>{bill.displayName}</td>
                <td>{bill.quantity}</td>
                <td>
                  {bill.amount} {bill.currency === "GEMS" ? "gems" : "tokens"}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
