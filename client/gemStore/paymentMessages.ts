/** The payment messages (docs/product/currencies.md#payment-messages), word for word; `detail` fills the parentheses. */
export const PAYMENT_MESSAGES = {
  cardUnavailable: "Unable to contact payment server. Please try again later.",
  cardDeclined: (message: string) => `${message} Please try a different payment method.`,
  paypalStart: (detail?: string | null) => `Unable to initiate payment (${detail || "PPSYSTEM"}). Please try a different payment method.`,
  paypalPayerAction:
    "Unable to immediately process payment. Please visit your PayPal account to complete the payment or try a different payment method.",
  paypalCapture: (detail?: string | null) => `Unable to process payment (${detail || "rejected"}). Please try a different payment method.`,
  paypalButton: (error: string) => `Unable to complete payment (${error}). Please try a different payment method.`,
} as const;

export function formatUsd(cents: number): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);
}
