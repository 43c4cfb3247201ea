import { isLoggedIn } from "../auth/viewer.ts";
import { findBundle, NOT_CONFIGURED_MESSAGE, NOT_SIGNED_IN_MESSAGE, PaymentError, PAYMENT_CURRENCY, type FulfilResult } from "../payments/orders.ts";
import { capturePaypalPayment, startPaypalPayment } from "../payments/paypalPayments.ts";
import { confirmStripePayment, startStripePayment } from "../payments/stripePayments.ts";
import { paymentsAvailable, tokenAdvice, type TokenAdvice } from "../payments/tokenAdvice.ts";
import type { GemBundle } from "../store/storeCatalog.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";
import { playerOfPayload } from "./viewer.ts";
import { PUBLIC_CATALOG } from "./publicCatalog.ts";

const GemBundleRef = builder.objectRef<GemBundle>("GemBundle").implement({
  description: "A bundle of gems sold for real money (docs/product/currencies.md#gem-bundles). The server always prices from this table.",
  fields: (t) => ({
    count: t.exposeInt("count", { description: "Gems credited." }),
    bonus: t.exposeInt("bonus", { description: "Bonus percent, for display." }),
    costCents: t.exposeInt("cost", { description: "Price in US cents." }),
    currency: t.string({ resolve: () => PAYMENT_CURRENCY }),
    imageUrl: t.exposeString("img"),
    popular: t.exposeBoolean("popular"),
    best: t.exposeBoolean("best"),
  }),
});

const TokenAdviceRef = builder.objectRef<TokenAdvice>("TokenAdvice").implement({
  description: "What a player reads when gems cannot be bought: pay with tokens, how to earn them, what they buy.",
  fields: (t) => ({ notice: t.exposeString("notice"), earn: t.exposeString("earn"), buy: t.exposeString("buy") }),
});

const PaymentMethods = builder.objectRef<GraphQLContext["payments"]>("PaymentMethods").implement({
  description: "Which payment providers are configured; none means the gem store cannot sell right now.",
  fields: (t) => ({
    stripePublishableKey: t.string({ nullable: true, resolve: (p) => p.stripe?.publishableKey ?? null }),
    paypalClientId: t.string({ nullable: true, resolve: (p) => p.paypal?.clientId ?? null }),
    available: t.boolean({ description: "Gems can be bought: at least one payment provider is configured.", resolve: (p) => paymentsAvailable(p) }),
    tokenAdvice: t.field({
      type: TokenAdviceRef,
      nullable: true,
      description: "What the Gem Store and Not Enough Gems say when gems cannot be bought; null when they can.",
      resolve: (p, _args, { store }) => tokenAdvice(p, store),
    }),
  }),
});

builder.queryFields((t) => ({
  gemBundles: t.field({ type: [GemBundleRef], extensions: PUBLIC_CATALOG, resolve: (_root, _args, { store }) => store.files.gem_bundles }),
  paymentMethods: t.field({ type: PaymentMethods, extensions: PUBLIC_CATALOG, resolve: (_root, _args, { payments }) => payments }),
}));

const PaymentErrorRef = builder.objectRef<{ kind: "error"; code: string; message: string }>("PaymentError").implement({
  description: "The payment could not be started or completed; `code` says why, `message` what the provider said.",
  fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
});

const PaymentIntentCreated = builder
  .objectRef<{ kind: "intent"; clientSecret: string; paymentIntentId: string; amountCents: number; currency: string }>("PaymentIntentCreated")
  .implement({
    fields: (t) => ({
      clientSecret: t.exposeString("clientSecret"),
      paymentIntentId: t.exposeString("paymentIntentId"),
      amountCents: t.exposeInt("amountCents"),
      currency: t.exposeString("currency"),
    }),
  });

const PaypalOrderCreated = builder.objectRef<{ kind: "paypal"; paypalOrderId: string }>("PaypalOrderCreated").implement({
  fields: (t) => ({ paypalOrderId: t.exposeString("paypalOrderId") }),
});

const PaymentCompleted = builder.objectRef<FulfilResult & { kind: "done" }>("PaymentCompleted").implement({
  description: "The gems are in the player's balance (credited exactly once per payment).",
  fields: (t) => ({
    gemsAdded: t.exposeInt("gems"),
    balance: t.exposeInt("balance"),
    player: t.prismaField({ type: "Player", resolve: playerOfPayload }),
  }),
});

const CreatePaymentIntentResult = builder.unionType("CreatePaymentIntentResult", {
  types: [PaymentIntentCreated, PaymentErrorRef],
  resolveType: (value) => (value.kind === "error" ? PaymentErrorRef : PaymentIntentCreated),
});
const CreatePaypalOrderResult = builder.unionType("CreatePaypalOrderResult", {
  types: [PaypalOrderCreated, PaymentErrorRef],
  resolveType: (value) => (value.kind === "error" ? PaymentErrorRef : PaypalOrderCreated),
});
const CompletePaymentResult = builder.unionType("CompletePaymentResult", {
  types: [PaymentCompleted, PaymentErrorRef],
  resolveType: (value) => (value.kind === "error" ? PaymentErrorRef : PaymentCompleted),
});

async function asPaymentResult<T>(work: () => Promise<T>): Promise<T | { kind: "error"; code: string; message: string }> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof PaymentError) return { kind: "error", code: error.code, message: error.message };
    throw error;
  }
}

const notSignedIn = { kind: "error" as const, code: "not_signed_in", message: NOT_SIGNED_IN_MESSAGE };
const notConfigured = { kind: "error" as const, code: "not_configured", message: NOT_CONFIGURED_MESSAGE };

const BundleInput = builder.inputType("GemBundleInput", { fields: (t) => ({ bundleCount: t.int({ required: true }) }) });

builder.mutationFields((t) => ({
  createPaymentIntent: t.field({
    type: CreatePaymentIntentResult,
    description: "Start paying for a gem bundle by card (Stripe).",
    args: { input: t.arg({ type: BundleInput, required: true }) },
    resolve: async (_root, { input }, { db, viewer, payments, store }) => {
      if (!isLoggedIn(viewer)) return notSignedIn;
      const stripe = payments.stripe;
      if (!stripe) return notConfigured;
      return asPaymentResult(async () => ({
        kind: "intent" as const,
        ...(await startStripePayment(db, await stripe.client(), viewer.userId, findBundle(store.files.gem_bundles, { count: input.bundleCount }))),
      }));
    },
  }),
  confirmCardPayment: t.field({
    type: CompletePaymentResult,
    description: "The card form reports success: the server checks with Stripe, then credits the gems (once).",
    args: { input: t.arg({ type: builder.inputType("ConfirmCardPaymentInput", { fields: (f) => ({ paymentIntentId: f.string({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, { db, viewer, payments, events }) => {
      if (!isLoggedIn(viewer)) return notSignedIn;
      const stripe = payments.stripe;
      if (!stripe) return notConfigured;
      return asPaymentResult(async () => {
        return { kind: "done" as const, ...(await confirmStripePayment({ db, events }, await stripe.client(), viewer.userId, input.paymentIntentId)) };
      });
    },
  }),
  createPaypalOrder: t.field({
    type: CreatePaypalOrderResult,
    description: "Start paying for a gem bundle with PayPal.",
    args: { input: t.arg({ type: BundleInput, required: true }) },
    resolve: async (_root, { input }, { db, viewer, payments, store }) => {
      if (!isLoggedIn(viewer)) return notSignedIn;
      const paypal = payments.paypal;
      if (!paypal) return notConfigured;
      return asPaymentResult(async () => ({
        kind: "paypal" as const,
        ...(await startPaypalPayment(db, await paypal.client(), viewer.userId, findBundle(store.files.gem_bundles, { count: input.bundleCount }))),
      }));
    },
  }),
  capturePaypal: t.field({
    type: CompletePaymentResult,
    description: "Capture an approved PayPal order and credit its gems (once).",
    args: { input: t.arg({ type: builder.inputType("CapturePaypalInput", { fields: (f) => ({ paypalOrderId: f.string({ required: true }) }) }), required: true }) },
    resolve: async (_root, { input }, { db, viewer, payments, events }) => {
      if (!isLoggedIn(viewer)) return notSignedIn;
      const paypal = payments.paypal;
      if (!paypal) return notConfigured;
      return asPaymentResult(async () => {
        return { kind: "done" as const, ...(await capturePaypalPayment({ db, events }, await paypal.client(), viewer.userId, input.paypalOrderId)) };
      });
    },
  }),
}));
