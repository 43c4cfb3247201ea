import type { Bill } from "../generated/prisma/client.ts";
import { ITEM_KINDS } from "../inventory/inventory.ts";

/** A bill in short keys (docs/product/store.md#bills): t time (epoch ms), k item kind number, x game, i item, n title, q quantity, c currency, a amount. */
export function billToShortKeys(bill: Bill) {
  return {
    d: bill.id,
    t: bill.createdAt.getTime(),
    k: ITEM_KINDS.indexOf(bill.kind),
    x: bill.gameId,
    i: bill.itemId,
    n: bill.title,
    q: bill.quantity,
    c: bill.currency === "GEMS" ? "g" : "t",
    a: bill.amount,
  };
}
