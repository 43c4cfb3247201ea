import { useState } from "react";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { GemStoreDialogQuery } from "../__generated__/GemStoreDialogQuery.graphql.ts";
import { CardPayment } from "./CardPayment.tsx";
import { formatCount } from "../../shared/numbers.ts";
import "./gemStore.css";
import { formatUsd } from "./paymentMessages.ts";
import { PaypalPayment } from "./PaypalPayment.tsx";
import { TokenAdviceNotice } from "../wallet/TokenAdviceNotice.tsx";

/** The card form starts on the third bundle (docs/product/currencies.md#gem-bundles). */
const DEFAULT_BUNDLE_INDEX = 2;

type Bundle = GemStoreDialogQuery["response"]["gemBundles"][number];
type View = { step: "bundles" } | { step: "pay"; bundle: Bundle; tab: "card" | "paypal" } | { step: "done"; gems: number };

const query = graphql`
  query GemStoreDialogQuery {
    gemBundles {
      count
      bonus
      costCents
      imageUrl
      popular
      best
    }
    paymentMethods {
      stripePublishableKey
      paypalClientId
      available
      tokenAdvice {
        ...TokenAdviceNotice_advice
      }
    }
    viewer {
      player {
        gems
      }
    }
  }
`;

/** `queryRef`: the store's query, started by whoever opened the dialog (alongside this code's download). */
function GemStoreContent({ queryRef, onClose }: { queryRef: PreloadedQuery<GemStoreDialogQuery>; onClose: () => void }) {
  const data = usePreloadedQuery<GemStoreDialogQuery>(query, queryRef);
  const { stripePublishableKey, paypalClientId, available, tokenAdvice } = data.paymentMethods;
  const [view, setView] = useState<View>({ step: "bundles" });
  const balance = data.viewer.player?.gems ?? 0;

  if (view.step === "done") {
    return (
      <div className="gem-store__done" role="status">
        <p className="gem-store__done-gems">+{view.gems} gems</p>
        <p>Thank you! Your gems have been added. Current Balance: {balance} gems.</p>
        <div className="dialog__actions">
          <button type="button" className="button button--primary" onClick={onClose} autoFocus>
            Close
          </button>
        </div>
      </div>
    );
  }

  if (view.step === "pay") {
    const { bundle, tab } = view;
    const finish = (gems: number) => setView({ step: "done", gems });
    return (
      <div className="gem-store__pay">
        <button type="button" className="button button--secondary gem-store__back" onClick={() => setView({ step: "bundles" })}>
          ← Back
        </button>
        <p className="gem-store__summary">
          <strong>{formatCount(bundle.count)} gems</strong> for <strong>{formatUsd(bundle.costCents)}</strong>
        </p>
        <div className="tabs" role="tablist" aria-label="Payment method">
          <button type="button" role="tab" aria-selected={tab === "card"} disabled={!stripePublishableKey} onClick={() => setView({ ...view, tab: "card" })}>
            Credit/Debit
          </button>
          <button type="button" role="tab" aria-selected={tab === "paypal"} disabled={!paypalClientId} onClick={() => setView({ ...view, tab: "paypal" })}>
            PayPal
          </button>
        </div>
        <div role="tabpanel">
          {tab === "card" && stripePublishableKey && <CardPayment key={bundle.count} publishableKey={stripePublishableKey} bundle={bundle} onPaid={finish} />}
          {tab === "paypal" && paypalClientId && <PaypalPayment key={bundle.count} clientId={paypalClientId} bundle={bundle} onPaid={finish} />}
        </div>
      </div>
    );
  }

  return (
    <>
      <p className="gem-store__balance">
        Current Balance: <strong data-testid="gem-store-balance">{balance}</strong> gems
      </p>
      {tokenAdvice && <TokenAdviceNotice advice={tokenAdvice} />}
      <ul className="gem-bundles">
        {data.gemBundles.map((bundle, index) => (
          <li key={bundle.count}>
            <button
              type="button"
              className="gem-bundle"
              disabled={!available}
              autoFocus={index === DEFAULT_BUNDLE_INDEX}
              aria-label={`${bundle.count} gems for ${formatUsd(bundle.costCents)}`}
              onClick={() => setView({ step: "pay", bundle, tab: stripePublishableKey ? "card" : "paypal" })}
            >
              {bundle.popular && <span className="gem-bundle__badge">Popular</span>}
              {bundle.best && <span className="gem-bundle__badge gem-bundle__badge--best">Best Value</span>}
              <img src={bundle.imageUrl} alt="" width={96} height={80} />
              <span className="gem-bundle__count">{formatCount(bundle.count)}</span>
              <span className="gem-bundle__bonus">{bundle.bonus > 0 ? `+${bundle.bonus}% bonus` : "\u00a0"}</span>
              <span className="gem-bundle__price">{formatUsd(bundle.costCents)}</span>
            </button>
          </li>
        ))}
      </ul>
      <div className="dialog__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

/** The Gem Store dialog's content; the dialog frame around it is in the main bundle, so it opens at once. */
export default GemStoreContent;
