import type { Bill } from "../generated/prisma/client.ts";

const KIND_NUMBER = { POWERUP: 0, IMAGE_PACK: 1, PIN_BOARD: 2, CITY_PACK: 3, CHALLENGE_SLOT: 4, PIN: 5 } as const;

/** A bill in the spec's short keys: t time (epoch ms), k item kind number, x game, i item, n title, q quantity, c currency, a amount. */
export function billToShortKeys(bill: Bill) {
  return {
    d: bill.id,
    t: bill.createdAt.getTime(),
    k: KIND_NUMBER[bill.kind],
    x: bill.gameId,
    i: bill.itemId,
    n: bill.title,
    q: bill.quantity,
    c: bill.currency === "GEMS" ? "g" : "t",
    a: bill.amount,
  };
}
