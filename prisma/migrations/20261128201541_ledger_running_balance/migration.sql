-- A player's ledger reads row by row (issue 30): per currency, each row's balance after is the
-- previous row's plus its delta, and the last one is the balance. Until now, when a temporary user
-- signed up or in, its rows moved into the account's ledger (marked "mergedFromUserId") with the
-- balances they had in the temporary user's, so that ledger summed to the balance but did not read
-- row by row. Merges now write merge:<id> transfer rows instead (api/wallet/wallet.ts moveWallet).
-- The ledgers that took in moved rows get their balances after recomputed as the running sum in id
-- order; deltas, reasons, references and times stay as written. Each of the two interleaved
-- ledgers never went below zero, so neither does their running sum.
UPDATE "LedgerEntry" l
   SET "balanceAfter" = r.running
  FROM (
    SELECT id, (SUM(delta) OVER (PARTITION BY "userId", currency ORDER BY id))::integer AS running
      FROM "LedgerEntry"
     WHERE "userId" IN (SELECT "userId" FROM "LedgerEntry" WHERE "mergedFromUserId" IS NOT NULL)
  ) r
 WHERE l.id = r.id AND l."balanceAfter" <> r.running;
