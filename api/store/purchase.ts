import { randomBytes } from "node:crypto";
import { Prisma, type Currency, type ItemKind } from "../generated/prisma/client.ts";
import { directSql } from "../database/directSql.ts";
import type { Database } from "../database/prisma.ts";
import { publishWalletChanged, type PortalEvents } from "../events.ts";
import { isCountable } from "../inventory/inventory.ts";
import { portalScope } from "../portalScope.ts";
import { unitPrice, type StoreCatalog, type StoreProduct } from "./storeCatalog.ts";
import { freeItemMessage, purchaseMessage } from "./storeTexts.ts";

/** A purchase's quantity is 1..99 (docs/product/store.md#quantities). */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 99;
/**
 * The cap on what one player may own of a countable item bought in the store
 * (docs/product/store.md#quantities) (at most 50 extra challenge slots, 50 of
 * one pin), while 99 bounds a single purchase (the dialog's selector and the server agree on it).
 */
export const MAX_PURCHASABLE_OWNED = 50;

/** The most units of quantity one purchase of the product may ask for (the dialog's selector offers up to this). */
export function quantityLimit(product: StoreProduct): number {
  if (!isCountable(product.kind)) return 1;
  return product.kind === "POWERUP" ? MAX_QUANTITY : MAX_PURCHASABLE_OWNED;
}

export interface PurchaseEnvironment {
  db: Database;
  store: StoreCatalog;
  /** Where a purchase tells the player's open pages that the wallet changed (after it is stored). */
  events: PortalEvents;
}

export interface PurchaseRequest {
  kind: ItemKind;
  gameId: string;
  itemId: string;
  count: number;
  quantity: number;
  /** The unit price after discount the player saw; refused when it disagrees with the catalog. */
  unitPrice: number;
}

export type PurchaseOutcome =
  | {
      ok: true;
      balance: number;
      currency: Currency;
      product: StoreProduct;
      quantity: number;
      total: number;
      unitsGranted: number;
      ownedAfter: number;
      powerupsGranted: Record<string, number>;
      billId: string;
      /** What the player reads on success: "15 Hints added". */
      message: string;
    }
  | { ok: false; error: "not_enough"; balance: number; message: string }
  | { ok: false; error: "unknown_item"; message: string }
  | { ok: false; error: "price_mismatch"; unitPrice: number; message: string }
  | { ok: false; error: "invalid_quantity"; message: string }
  | { ok: false; error: "already_owned"; message: string }
  | { ok: false; error: "free_item"; message: string }
  | { ok: false; error: "not_signed_in"; message: string };

/** Bill ids are made before the row, so the ledger row can reference the bill it paid for. */
function newBillId(): string {
  return `b${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;
}

const CURRENCY_NAME: Record<Currency, string> = { GEMS: "gems", TOKENS: "tokens" };

/** What the database function `store_purchase` answers (migration 20261124100000_purchase_function). */
interface StorePurchaseRow {
  outcome: "ok" | "already_owned" | "over_cap" | "not_enough" | "not_signed_in";
  balance: number | null;
  owned_after: number | null;
}

export interface PurchasePlan {
  total: number;
  unitsGranted: number;
  powerupsGranted: Record<string, number>;
  billId: string;
  /** The one statement that applies it (exported so `npm run bench` runs exactly this SQL on a bare client). */
  statement: Prisma.Sql;
}

/** What buying `quantity` of a product the catalog accepted at `price` takes, grants and writes. */
export function planPurchase(
  userId: string,
  currency: Currency,
  product: StoreProduct,
  price: number,
  quantity: number,
  sessionToken: string | null = null,
): PurchasePlan {
  const countable = isCountable(product.kind);
  const total = price * quantity;
  const unitsGranted = product.count * quantity;
  const powerupsGranted = Object.fromEntries(Object.entries(product.powerups).map(([id, count]) => [id, count * quantity]));
  // Packs and boards are bought once (the function refuses them when owned); countable items other
  // than powerups are capped at what one player may own.
  const ownedCap = product.kind !== "POWERUP" && countable ? MAX_PURCHASABLE_OWNED : null;
  const billId = newBillId();
  const title = countable && product.count > 1 ? `${product.title} x${product.count}` : product.title;
  const statement = Prisma.sql`
    SELECT outcome, balance, owned_after FROM store_purchase(
      ${userId}, ${currency}::"Currency", ${total}::integer, ${`Bought ${product.title}`}, ${`bill:${billId}`},
      ${product.kind}::"ItemKind", ${product.gameId}, ${product.itemId}, ${unitsGranted}::integer, ${countable}, ${ownedCap}::integer,
      ${JSON.stringify(powerupsGranted)}::jsonb, ${billId}, ${title}, ${quantity}::integer, ${sessionToken})`;
  return { total, unitsGranted, powerupsGranted, billId, statement };
}

/**
 * Buys an item: checks it against the catalog, then in one statement (the database function
 * `store_purchase`, so one round trip and no transaction held open across the network) locks the
 * player, applies the ownership rules decided here, takes the price (guarded, so concurrent
 * purchases can never overdraw), adds the item to the inventory and writes the bill. When anything
 * is refused, nothing changes. A caller that knows the player's session passes its token: the
 * purchase then also requires that session to be alive (else `not_signed_in`), in the same statement.
 */
export async function purchase(
  env: PurchaseEnvironment,
  userId: string,
  currency: Currency,
  request: PurchaseRequest,
  sessionToken: string | null = null,
): Promise<PurchaseOutcome> {
  const { quantity } = request;
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    return { ok: false, error: "invalid_quantity", message: `Quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}.` };
  }
  const product =
    request.kind === "CHALLENGE_SLOT" ? env.store.challengeSlot : env.store.find(request.kind, request.gameId, request.itemId, request.count);
  if (!product) return { ok: false, error: "unknown_item", message: "That item is not in the store." };
  if (product.free) return { ok: false, error: "free_item", message: freeItemMessage(product) };
  const price = unitPrice(product, currency);
  if (price === null) return { ok: false, error: "unknown_item", message: `${product.title} cannot be bought with ${CURRENCY_NAME[currency]}.` };
  if (!Number.isInteger(request.unitPrice) || request.unitPrice !== price) {
    return { ok: false, error: "price_mismatch", unitPrice: price, message: `The price has changed: it is now ${price} ${CURRENCY_NAME[currency]}.` };
  }
  const countable = isCountable(product.kind);
  if (!countable && quantity !== 1) return { ok: false, error: "invalid_quantity", message: `${product.title} is bought one at a time.` };

  const plan = planPurchase(userId, currency, product, price, quantity, sessionToken);
  const rows = await directSql(env.db).$queryRaw<StorePurchaseRow[]>(plan.statement);
  const row = rows[0]!;
  switch (row.outcome) {
    case "not_signed_in":
      return { ok: false, error: "not_signed_in", message: "User not defined" };
    case "already_owned":
      return { ok: false, error: "already_owned", message: `You already own ${product.title}.` };
    case "over_cap":
      return { ok: false, error: "invalid_quantity", message: `You can own at most ${MAX_PURCHASABLE_OWNED} of ${product.title}.` };
    case "not_enough":
      return { ok: false, error: "not_enough", balance: row.balance ?? 0, message: `You do not have enough ${CURRENCY_NAME[currency]} for this purchase.` };
    case "ok":
      // The statement has committed: the player's open pages may show the new balance.
      publishWalletChanged(env.events, userId);
      portalScope()?.metrics.moneyMoved(currency, "debited", plan.total);
      return {
        ok: true, balance: row.balance!, currency, product, quantity, total: plan.total, unitsGranted: plan.unitsGranted,
        ownedAfter: row.owned_after!, powerupsGranted: plan.powerupsGranted, billId: plan.billId,
        message: purchaseMessage(env.store, product, plan.unitsGranted, plan.powerupsGranted),
      };
  }
}
