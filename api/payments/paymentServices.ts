import type { PortalConfig } from "../config.ts";
import { createPaypalClient, type PaypalClient } from "./paypalPayments.ts";
import { createStripeClient, type StripeClient } from "./stripePayments.ts";

/**
 * The configured payment providers; either may be absent (the gem store then says so). Each
 * provider's client, and the SDK under it, is made on its first use: the two SDKs are about 600
 * modules, which every start of the portal (each worker of a cluster too) loaded before anyone
 * paid, adding seconds to it.
 */
export interface PaymentServices {
  stripe: { client(): Promise<StripeClient>; publishableKey: string; webhookSecret: string } | undefined;
  paypal: { client(): Promise<PaypalClient>; clientId: string; webhookId: string | undefined } | undefined;
}

/** Makes the value on the first call and answers it from then on; a failed attempt is tried again on the next call. */
function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

export function createPaymentServices(config: PortalConfig): PaymentServices {
  const { stripe, paypal } = config;
  return {
    stripe: stripe ? { client: onFirstUse(() => createStripeClient(stripe)), publishableKey: stripe.publishableKey, webhookSecret: stripe.webhookSecret } : undefined,
    paypal: paypal ? { client: onFirstUse(() => createPaypalClient(paypal)), clientId: paypal.clientId, webhookId: paypal.webhookId } : undefined,
  };
}
