import { randomBytes } from "node:crypto";

/** Ids for bills made before their row, so the ledger row can reference the bill it paid for. */
export function createId(): string {
  return `b${Date.now().toString(36)}${randomBytes(8).toString("hex")}`;
}
