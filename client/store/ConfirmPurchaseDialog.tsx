import { useId, useState, type KeyboardEvent } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import type { ConfirmPurchaseDialog_product$key } from "../__generated__/ConfirmPurchaseDialog_product.graphql.ts";
import { Dialog } from "../dialogs/Dialog.tsx";
import { Notice } from "../notice/Notice.tsx";
import { NotEnoughDialog } from "./NotEnoughDialog.tsx";
import { ProductIcon } from "./ProductIcon.tsx";
import "./store.css";
import { acceptQuantityInput, clampQuantity, fillTemplate, isSendable, MIN_QUANTITY, type PurchaseData } from "./purchaseData.ts";
import { usePurchaseMutation, type Currency } from "./usePurchaseMutation.ts";

type State =
  | { step: "idle" }
  | { step: "submitting" }
  | { step: "success"; message: string }
  | { step: "error"; message: string }
  | { step: "notEnough"; currency: Currency };

export interface Balances {
  gems: number;
  tokens: number;
}

const CURRENCY_WORD: Record<Currency, string> = { GEMS: "Gems", TOKENS: "Tokens" };
const OTHER: Record<Currency, Currency> = { GEMS: "TOKENS", TOKENS: "GEMS" };
const balanceIn = (balances: Balances, currency: Currency) => (currency === "GEMS" ? balances.gems : balances.tokens);

/**
 * Confirm Purchase (docs/product/store.md#purchase-dialog). Shows the item and, for countable items, a quantity selector;
 * the price button shows the total. An item sold for both currencies offers the choice, starting on `currency` (the
 * price the player pressed), or on the other one when only that one covers the unit price. A balance below the unit
 * price in every currency on offer shows Not Enough instead.
 */
export function ConfirmPurchaseDialog({
  product: productKey,
  currency: pressed,
  balances,
  onClose,
  onPurchased,
}: {
  product: ConfirmPurchaseDialog_product$key;
  currency: Currency;
  balances: Balances;
  onClose: () => void;
  onPurchased?: () => void;
}) {
  const product = useFragment(
    graphql`
      fragment ConfirmPurchaseDialog_product on StoreProduct {
        kind
        gameCode
        itemId
        count
        title
        description
        discount
        unitPriceGems
        unitPriceTokens
        imageUrl
        quantityLimit
        powerups {
          id
          count
        }
      }
    `,
    productKey,
  );
  const priceIn = (currency: Currency) => (currency === "GEMS" ? product.unitPriceGems : product.unitPriceTokens);
  const covers = (currency: Currency) => {
    const price = priceIn(currency);
    return price != null && balanceIn(balances, currency) >= price;
  };
  const start: Currency = !covers(pressed) && covers(OTHER[pressed]) ? OTHER[pressed] : pressed;
  const [currency, setCurrency] = useState<Currency>(start);
  const [state, setState] = useState<State>(covers(start) ? { step: "idle" } : { step: "notEnough", currency: start });
  const choices = (["GEMS", "TOKENS"] as const).filter((option) => priceIn(option) != null);
  const groupLabel = useId();
  const unitPrice = priceIn(currency) ?? 0;
  const [quantityText, setQuantityText] = useState(String(MIN_QUANTITY));
  const [buy] = usePurchaseMutation();
  const max = product.quantityLimit;
  const hasSelector = max > 1;
  const quantity = clampQuantity(quantityText, max);
  const total = unitPrice * quantity;
  const busy = state.step === "submitting";
  const done = state.step === "success";

  if (state.step === "notEnough") return <NotEnoughDialog currency={state.currency} onClose={onClose} />;

  const confirm = async () => {
    if (busy || done) return;
    const data: PurchaseData = {
      kind: product.kind as PurchaseData["kind"],
      gameCode: product.gameCode,
      itemId: product.itemId || null,
      count: product.count,
      quantity,
      unitPrice,
    };
    if (!isSendable(data)) {
      console.log("Unknown purchase data");
      return;
    }
    setQuantityText(String(quantity));
    setState({ step: "submitting" });
    const outcome = await buy(data, currency);
    if (outcome.kind === "success") {
      setState({ step: "success", message: outcome.message });
      onPurchased?.();
    } else if (outcome.kind === "notEnough") {
      setState({ step: "notEnough", currency });
    } else {
      const message = outcome.kind === "signIn" ? "please sign in" : outcome.message;
      setState({ step: "error", message: `There was a problem completing the purchase (${message}). Please try again later.` });
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter" && !done && !busy && (event.target as HTMLElement).tagName !== "BUTTON") {
      event.preventDefault();
      void confirm();
    }
  };

  const units = product.count * quantity;
  return (
    <Dialog title={done ? "Success" : "Confirm Purchase"} onClose={onClose} className="purchase">
      <div className="purchase__body" onKeyDown={onKeyDown}>
        <div className="purchase__item">
          {product.imageUrl ? (
            <img src={product.imageUrl} alt="" width={160} height={120} className="purchase__image" />
          ) : (
            <ProductIcon kind={product.kind} itemId={product.itemId} className="purchase__image purchase__image--icon" />
          )}
          <div>
            <h3 className="purchase__title">
              {product.title}
              {product.count > 1 && <span className="muted"> ×{product.count}</span>}
            </h3>
            <p className="purchase__description">{fillTemplate(product.description, { q: units })}</p>
          </div>
        </div>
        {state.step === "success" ? (
          <Notice tone="success">{state.message}</Notice>
        ) : (
          <>
            {hasSelector && (
              <div className="quantity" role="group" aria-label="Choose a quantity">
                <button
                  type="button"
                  aria-label="Fewer"
                  disabled={busy || quantity <= MIN_QUANTITY}
                  onClick={() => setQuantityText(String(Math.max(MIN_QUANTITY, quantity - 1)))}
                >
                  −
                </button>
                <input
                  aria-label="Quantity"
                  inputMode="numeric"
                  value={quantityText}
                  disabled={busy}
                  onChange={(event) => acceptQuantityInput(event.target.value) && setQuantityText(event.target.value)}
                  onBlur={() => setQuantityText(String(clampQuantity(quantityText, max)))}
                />
                <button type="button" aria-label="More" disabled={busy || quantity >= max} onClick={() => setQuantityText(String(Math.min(max, quantity + 1)))}>
                  +
                </button>
              </div>
            )}
            {choices.length > 1 && (
              <fieldset className="pay-with" role="radiogroup" aria-labelledby={groupLabel}>
                <legend id={groupLabel}>Pay with</legend>
                {choices.map((option) => (
                  <label key={option} className="pay-with__option">
                    <input
                      type="radio"
                      name={groupLabel}
                      value={option}
                      checked={currency === option}
                      // One unit must be affordable to pick it: the other option is the way out.
                      disabled={busy || !covers(option)}
                      onChange={() => setCurrency(option)}
                    />
                    <span className="pay-with__price">
                      {(priceIn(option) ?? 0) * quantity} {CURRENCY_WORD[option]}
                    </span>
                    <span className="pay-with__balance muted">You have {balanceIn(balances, option)}</span>
                  </label>
                ))}
              </fieldset>
            )}
            {state.step === "error" && (
              <Notice tone="error">{state.message}</Notice>
            )}
          </>
        )}
        <div className="dialog__actions">
          {done ? (
            <button type="button" className="button button--primary" onClick={onClose} autoFocus>
              Close
            </button>
          ) : (
            <button type="button" className="button button--play purchase__price" disabled={busy} onClick={() => void confirm()}>
              {busy ? "Buying…" : fillTemplate(`Buy for <t> ${CURRENCY_WORD[currency]}`, { t: total })}
              {product.discount > 0 && <span className="discount-tag">-{product.discount}%</span>}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
