import { PayPalButtons, PayPalScriptProvider } from "@paypal/react-paypal-js";
import { useState } from "react";
import { Notice } from "../notice/Notice.tsx";
import { PAYMENT_MESSAGES } from "./paymentMessages.ts";
import { usePaymentMutations } from "./usePaymentMutations.ts";

type Bundle = { count: number; costCents: number };

/** The PayPal tab: PayPal's buttons; our server creates and captures the order. */
export function PaypalPayment({ clientId, bundle, onPaid }: { clientId: string; bundle: Bundle; onPaid: (gems: number) => void }) {
  const { createPaypalOrder, capturePaypal } = usePaymentMutations();
  const [error, setError] = useState<string | null>(null);
  return (
    <PayPalScriptProvider options={{ clientId, currency: "USD", intent: "capture" }}>
      <div className="paypal-payment">
        <PayPalButtons
          style={{ layout: "vertical", label: "pay" }}
          createOrder={async () => {
            setError(null);
            const outcome = await createPaypalOrder(bundle.count);
            if (!outcome.ok) {
              const message = PAYMENT_MESSAGES.paypalStart(outcome.code === "provider_unavailable" ? outcome.message : null);
              setError(message);
              throw new Error(message);
            }
            return outcome.value;
          }}
          onApprove={async (data) => {
            const outcome = await capturePaypal(data.orderID);
            if (outcome.ok) onPaid(outcome.value);
            else if (outcome.code === "payer_action_required") setError(PAYMENT_MESSAGES.paypalPayerAction);
            else setError(PAYMENT_MESSAGES.paypalCapture(outcome.message));
          }}
          onError={(err) => {
            // createOrder's own failure has already been explained; anything else comes from the buttons.
            setError((current) => current ?? PAYMENT_MESSAGES.paypalButton(err instanceof Error ? err.message : String(err)));
          }}
        />
        {error && (
          <Notice tone="error">{error}</Notice>
        )}
      </div>
    </PayPalScriptProvider>
  );
}
