-- A store purchase in one round trip (issue 9): the guard, the ledger row, the inventory grant and
-- the bill run inside the database as one statement instead of eight (BEGIN ... COMMIT). The rules
-- stay in api/store/purchase.ts, which decides every argument (price, once-only, cap, texts); these
-- functions only apply them under the player's row lock. Timestamps are written in UTC, as Prisma
-- writes and reads them.

-- The guarded debit (api/wallet/wallet.ts `debit` calls it too): takes p_amount only if the balance
-- covers it and writes the ledger row in the same transaction; otherwise changes nothing and
-- reports the current balance.
CREATE FUNCTION wallet_debit(
  p_user_id TEXT, p_currency "Currency", p_amount BIGINT, p_reason TEXT, p_reference TEXT,
  OUT paid BOOLEAN, OUT balance INTEGER
) LANGUAGE plpgsql AS $$
BEGIN
  IF p_amount IS NULL OR p_amount < 0 THEN
    RAISE EXCEPTION 'A balance change must be a whole, non-negative number, not %.', p_amount;
  END IF;
  UPDATE "Player"
     SET gems = gems - CASE WHEN p_currency = 'GEMS' THEN p_amount ELSE 0 END,
         tokens = tokens - CASE WHEN p_currency = 'TOKENS' THEN p_amount ELSE 0 END
   WHERE "userId" = p_user_id AND CASE WHEN p_currency = 'GEMS' THEN gems ELSE tokens END >= p_amount
  RETURNING CASE WHEN p_currency = 'GEMS' THEN gems ELSE tokens END INTO balance;
  paid := FOUND;
  IF paid THEN
    INSERT INTO "LedgerEntry" ("userId", currency, delta, "balanceAfter", reason, reference, "createdAt")
    VALUES (p_user_id, p_currency, -p_amount, balance, p_reason, p_reference, now() AT TIME ZONE 'UTC');
  ELSE
    SELECT CASE WHEN p_currency = 'GEMS' THEN gems ELSE tokens END INTO balance FROM "Player" WHERE "userId" = p_user_id;
    balance := COALESCE(balance, 0);
  END IF;
END $$;

-- Adds to what a player owns (api/inventory/inventory.ts `addInventory` calls it too): counted
-- items add up, the others are owned once (count 1). Returns the count owned afterwards.
CREATE FUNCTION inventory_grant(
  p_user_id TEXT, p_kind "ItemKind", p_game_id TEXT, p_item_id TEXT, p_count INTEGER, p_countable BOOLEAN
) RETURNS INTEGER LANGUAGE sql AS $$
  INSERT INTO "InventoryItem" ("userId", kind, "gameId", "itemId", count, "updatedAt")
  VALUES (p_user_id, p_kind, p_game_id, p_item_id, CASE WHEN p_countable THEN p_count ELSE 1 END, now() AT TIME ZONE 'UTC')
  ON CONFLICT ("userId", kind, "gameId", "itemId") DO UPDATE
    SET count = CASE WHEN p_countable THEN "InventoryItem".count + EXCLUDED.count ELSE 1 END, "updatedAt" = EXCLUDED."updatedAt"
  RETURNING count
$$;

-- One purchase, all or nothing. Outcomes: 'ok' (balance after, count owned after), 'already_owned'
-- (a once-only item owned already), 'over_cap' (owned + p_units would pass p_owned_cap),
-- 'not_enough' (balance now) and 'not_signed_in' (p_session_token given and no longer a live
-- session of p_user_id); nothing changes unless the outcome is 'ok'. p_powerups maps the powerup
-- ids granted with the item (same game) to their counts.
CREATE FUNCTION store_purchase(
  p_user_id TEXT, p_currency "Currency", p_amount INTEGER, p_reason TEXT, p_reference TEXT,
  p_kind "ItemKind", p_game_id TEXT, p_item_id TEXT, p_units INTEGER, p_countable BOOLEAN, p_owned_cap INTEGER,
  p_powerups JSONB, p_bill_id TEXT, p_bill_title TEXT, p_quantity INTEGER, p_session_token TEXT,
  OUT outcome TEXT, OUT balance INTEGER, OUT owned_after INTEGER
) LANGUAGE plpgsql AS $$
DECLARE
  owned INTEGER;
  debit RECORD;
  powerup RECORD;
BEGIN
  -- A caller that remembered who a session belongs to (api/http/purchaseRoute.ts) has it re-checked
  -- here, in the same statement: a session signed out, revoked or expired since buys nothing.
  IF p_session_token IS NOT NULL AND NOT EXISTS (
    SELECT 1 FROM "session" WHERE token = p_session_token AND "userId" = p_user_id AND "expiresAt" > now() AT TIME ZONE 'UTC'
  ) THEN
    outcome := 'not_signed_in';
    RETURN;
  END IF;
  -- One player's purchases run one at a time, so the ownership checks below see every earlier one.
  PERFORM 1 FROM "Player" WHERE "userId" = p_user_id FOR UPDATE;
  SELECT count INTO owned FROM "InventoryItem"
   WHERE "userId" = p_user_id AND kind = p_kind AND "gameId" = p_game_id AND "itemId" = p_item_id;
  owned := COALESCE(owned, 0);
  IF NOT p_countable AND owned > 0 THEN
    outcome := 'already_owned';
    RETURN;
  END IF;
  IF p_owned_cap IS NOT NULL AND owned + p_units > p_owned_cap THEN
    outcome := 'over_cap';
    RETURN;
  END IF;
  SELECT * INTO debit FROM wallet_debit(p_user_id, p_currency, p_amount, p_reason, p_reference);
  balance := debit.balance;
  IF NOT debit.paid THEN
    outcome := 'not_enough';
    RETURN;
  END IF;
  owned_after := inventory_grant(p_user_id, p_kind, p_game_id, p_item_id, p_units, p_countable);
  FOR powerup IN SELECT key, value::INTEGER AS units FROM jsonb_each_text(p_powerups) LOOP
    PERFORM inventory_grant(p_user_id, 'POWERUP', p_game_id, powerup.key, powerup.units, TRUE);
  END LOOP;
  INSERT INTO "Bill" (id, "userId", kind, "gameId", "itemId", title, quantity, currency, amount, "createdAt")
  VALUES (p_bill_id, p_user_id, p_kind, p_game_id, p_item_id, p_bill_title, p_quantity, p_currency, p_amount, now() AT TIME ZONE 'UTC');
  outcome := 'ok';
END $$;
