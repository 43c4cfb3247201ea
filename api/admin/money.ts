import type { Database } from "../database/prisma.ts";
import { findLedgerMismatches, type LedgerCheck } from "../wallet/wallet.ts";
import { allows, type Staff } from "./access.ts";

/**
 * The console's money checks. Players whose ledger does not sum to their balance (the wallet's
 * own check, run over every player); null when the role may not read money. An empty list means
 * the books balance.
 */
export async function ledgerMismatches(db: Database, staff: Staff): Promise<LedgerCheck[] | null> {
  if (!allows(staff, "READ_MONEY")) return null;
  return findLedgerMismatches(db);
}
