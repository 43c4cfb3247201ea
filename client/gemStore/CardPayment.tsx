import { Elements, PaymentElement, useElements, useStripe } from "@stripe/react-stripe-js";
// The pure entry loads Stripe.js only when the card form is opened, not on every page.
import { loadStripe } from "@stripe/stripe-js/pure";
import type { Stripe } from "@stripe/stripe-js";
import { useEffect, useState, type FormEvent } from "react";
import { Spinner } from "../layout/Spinner.tsx";
import { Notice } from "../notice/Notice.tsx";
import { formatUsd, PAYMENT_MESSAGES } from "./paymentMessages.ts";
import { usePaymentMutations } from "./usePaymentMutations.ts";

const stripeByKey = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = stripeByKey.get(publishableKey);
  if (!stripe) stripeByKey.set(publishableKey, (stripe = loadStripe(publishableKey)));
  return stripe;
}

type Bundle = { count: number; costCents: number };
type Intent = { clientSecret: string; paymentIntentId: string };

/** The card tab: a PaymentIntent for the bundle, Stripe's Payment Element, then our confirmation. */
export function CardPayment({ publishableKey, bundle, onPaid }: { publishableKey: string; bundle: Bundle; onPaid: (gems: number) => void }) {
  const { createPaymentIntent } = usePaymentMutations();
  const [intent, setIntent] = useState<Intent | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    createPaymentIntent(bundle.count).then((outcome) => {
      if (cancelled) return;
      if (outcome.ok) setIntent(outcome.value);
      else setError(PAYMENT_MESSAGES.cardUnavailable);
    });
    return () => {
      cancelled = true;
    };
  }, [bundle.count, createPaymentIntent]);

  if (error) {
    return (
      <Notice tone="error">{error}</Notice>
    );
  }
  if (!intent) return <Spinner label="Preparing the payment form" />;
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret: intent.clientSecret }}>
      <CardForm intent={intent} bundle={bundle} onPaid={onPaid} />
    </Elements>
  );
}

type CardState = { step: "ready" } | { step: "submitting" } | { step: "confirming" } | { step: "error"; message: string };

function CardForm({ intent, bundle, onPaid }: { intent: Intent; bundle: Bundle; onPaid: (gems: number) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const { confirmCardPayment } = usePaymentMutations();
  const [state, setState] = useState<CardState>({ step: "ready" });
  const busy = state.step === "submitting" || state.step === "confirming";

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setState({ step: "submitting" });
    // Validation errors (an incomplete card number...) stay in the form for the player to fix.
    const { error: formError } = await elements.submit();
    if (formError) {
      setState({ step: "ready" });
      return;
    }
    const { error, paymentIntent } = await stripe.confirmPayment({ elements, clientSecret: intent.clientSecret, redirect: "if_required" });
    if (error) {
      if (error.type === "validation_error") setState({ step: "ready" });
      else if (error.type === "card_error") setState({ step: "error", message: PAYMENT_MESSAGES.cardDeclined(error.message ?? "Your card was declined.") });
      else setState({ step: "error", message: PAYMENT_MESSAGES.cardUnavailable });
      return;
    }
    if (paymentIntent?.status !== "succeeded") {
      setState({ step: "error", message: PAYMENT_MESSAGES.cardUnavailable });
      return;
    }
    setState({ step: "confirming" });
    const outcome = await confirmCardPayment(intent.paymentIntentId);
    if (outcome.ok) onPaid(outcome.value);
    else setState({ step: "error", message: outcome.code === "declined" ? PAYMENT_MESSAGES.cardDeclined(outcome.message) : PAYMENT_MESSAGES.cardUnavailable });
  };

  return (
    <form className="form card-form" onSubmit={submit}>
      <PaymentElement />
      {state.step === "error" && (
        <Notice tone="error">{state.message}</Notice>
      )}
      <button type="submit" className="button button--play button--wide" disabled={!stripe || busy}>
        {state.step === "submitting" ? "Paying…" : state.step === "confirming" ? "Confirming…" : `Pay ${formatUsd(bundle.costCents)}`}
      </button>
    </form>
  );
}
