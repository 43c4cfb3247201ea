import type { PortalConfig } from "../config.ts";
import { createPaypalClient, type PaypalClient } from "./paypalPayments.ts";
import { createStripeClient, type StripeClient } from "./stripePayments.ts";

/** The configured payment providers; either may be absent (the gem store then says so). */
export interface PaymentServices {
  stripe: { client: StripeClient; publishableKey: string; webhookSecret: string } | undefined;
  paypal: { client: PaypalClient; clientId: string; webhookId: string | undefined } | undefined;
}

export function createPaymentServices(config: PortalConfig): PaymentServices {
  return {
    stripe: config.stripe
      ? { client: createStripeClient(config.stripe), publishableKey: config.stripe.publishableKey, webhookSecret: config.stripe.webhookSecret }
      : undefined,
    paypal: config.paypal ? { client: createPaypalClient(config.paypal), clientId: config.paypal.clientId, webhookId: config.paypal.webhookId } : undefined,
  };
}
