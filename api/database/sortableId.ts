import { randomBytes } from "node:crypto";

let counter = 0;

/**
 * A new row id laid out as Prisma's cuid() lays it out ("c", the time in base 36, a counter, random
 * characters), for rows written in raw SQL beside rows Prisma made: ids made one after the other
 * sort in that order, which "newest first" lists use to break ties between equal timestamps.
 */
export function sortableId(): string {
  counter = (counter + 1) % 36 ** 4;
  return `c${Date.now().toString(36).padStart(8, "0")}${counter.toString(36).padStart(4, "0")}${randomBytes(6).toString("hex")}`;
}
