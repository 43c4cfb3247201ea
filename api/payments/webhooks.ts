/** What both providers' webhooks (Stripe's and PayPal's) come to, whichever sent them. */

/** A webhook delivery's event, or why it was refused (a sentence for the sender). */
export type VerifiedWebhook<Event> = { event: Event } | { refused: string };

/** Whether a verified event changed something of ours; unhandled ones are acknowledged all the same. */
export type WebhookOutcome = { handled: boolean; type: string };
