/** The purchase payload (docs/product/store.md#purchase-data), as the client assembles it before asking the server. */
export interface PurchaseData {
  kind: "POWERUP" | "IMAGE_PACK" | "PIN_BOARD" | "CITY_PACK" | "CHALLENGE_SLOT" | "PIN";
  gameCode: string;
  itemId: string | null;
  count: number | null;
  quantity: number;
  unitPrice: number;
}

/**
 * docs/product/store.md#purchase-data: a purchase proceeds only if the item id and count are known, or it is pin board data or
 * a challenge slot; otherwise "Unknown purchase data" is logged and nothing is sent.
 */
export function isSendable(data: PurchaseData): boolean {
  if (data.kind === "CHALLENGE_SLOT") return true;
  if (data.kind === "PIN_BOARD") return Boolean(data.itemId);
  return Boolean(data.itemId) && typeof data.count === "number" && data.count > 0;
}

/** The selector's floor; its ceiling is the product's quantityLimit, from the API. */
export const MIN_QUANTITY = 1;

/** Quantity input: digits only or empty while typing. */
export function acceptQuantityInput(text: string): boolean {
  return /^\d*$/.test(text);
}

/** On blur (and before sending): empty or out of range snaps into min..max. */
export function clampQuantity(text: string, max: number): number {
  const value = Number.parseInt(text, 10);
  if (!Number.isFinite(value)) return MIN_QUANTITY;
  return Math.min(Math.max(value, MIN_QUANTITY), max);
}

export function fillTemplate(text: string, values: { q?: number; t?: number }): string {
  return text.replaceAll("<q>", String(values.q ?? "")).replaceAll("<t>", String(values.t ?? ""));
}
