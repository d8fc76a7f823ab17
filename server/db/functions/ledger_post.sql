-- Applies one ledger operation in one round trip: idempotency, account opening, ordered locking, the funds check,
-- the balance updates and the postings (docs/architecture.md "Ledger"). Error codes: LH001 invalid request,
-- LH402 insufficient funds, LH409 idempotency key reused with a different request.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_post(
  p_idempotency_key text, p_request_hash text, p_type text, p_category text, p_status text,
  p_player_id integer, p_currency text, p_legs jsonb, p_reverses_operation_id bigint
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_operation_id bigint;
  v_existing_hash text;
  v_leg_count integer;
  v_distinct_accounts integer;
  v_short record;
BEGIN
  SELECT count(*), count(DISTINCT (l.owner_type, l.owner_id, l.purpose))
    INTO v_leg_count, v_distinct_accounts
    FROM jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text, amount bigint);
  IF v_leg_count < 2 OR v_distinct_accounts <> v_leg_count THEN
    RAISE EXCEPTION USING ERRCODE = 'LH001', MESSAGE = 'an operation needs two or more legs on distinct accounts';
  END IF;
  IF EXISTS (SELECT 1 FROM jsonb_to_recordset(p_legs) AS l(amount bigint) WHERE l.amount IS NULL OR l.amount = 0)
     OR (SELECT sum(l.amount) FROM jsonb_to_recordset(p_legs) AS l(amount bigint)) <> 0 THEN
    RAISE EXCEPTION USING ERRCODE = 'LH001', MESSAGE = 'legs must be non-zero and sum to zero';
  END IF;

  -- The key first: a concurrent twin waits here on the unique index, then finds the committed row.
  INSERT INTO ledger_operations (idempotency_key, request_hash, type, category, status, player_id, currency, reverses_operation_id)
    VALUES (p_idempotency_key, p_request_hash, p_type, p_category, p_status, p_player_id, p_currency, p_reverses_operation_id)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING operation_id INTO v_operation_id;
  IF v_operation_id IS NULL THEN
    SELECT operation_id, request_hash INTO v_operation_id, v_existing_hash
      FROM ledger_operations WHERE idempotency_key = p_idempotency_key;
    IF v_existing_hash <> p_request_hash THEN
      RAISE EXCEPTION USING ERRCODE = 'LH409', MESSAGE = 'idempotency key reused with a different request';
    END IF;
    RETURN ledger_operation_result(v_operation_id, true);
  END IF;

  -- Accounts open on first use; operator accounts may go negative, player accounts never.
  INSERT INTO ledger_accounts (owner_type, owner_id, currency, purpose, allow_negative)
    SELECT l.owner_type, l.owner_id, p_currency, l.purpose, l.owner_type <> 'PLAYER'
      FROM jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text)
     WHERE NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.owner_type = l.owner_type AND a.owner_id = l.owner_id
                         AND a.currency = p_currency AND a.purpose = l.purpose)
    ON CONFLICT DO NOTHING;

  -- Lock balance-keeping accounts in id order before inserting postings (their FK takes KEY SHARE).
  PERFORM 1 FROM ledger_accounts a JOIN jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text)
      ON a.owner_type = l.owner_type AND a.owner_id = l.owner_id AND a.currency = p_currency AND a.purpose = l.purpose
    WHERE NOT a.allow_negative ORDER BY a.account_id FOR NO KEY UPDATE OF a;

  SELECT a.purpose, a.owner_type, a.balance, l.amount INTO v_short
    FROM ledger_accounts a JOIN jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text, amount bigint)
      ON a.owner_type = l.owner_type AND a.owner_id = l.owner_id AND a.currency = p_currency AND a.purpose = l.purpose
    WHERE NOT a.allow_negative AND a.balance + l.amount < 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LH402', MESSAGE = format('insufficient funds on %s %s account', v_short.owner_type, v_short.purpose);
  END IF;

  WITH legs AS (
    SELECT a.account_id, a.allow_negative, l.amount
      FROM ledger_accounts a JOIN jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text, amount bigint)
        ON a.owner_type = l.owner_type AND a.owner_id = l.owner_id AND a.currency = p_currency AND a.purpose = l.purpose
  ), moved AS (
    UPDATE ledger_accounts a SET balance = a.balance + legs.amount
      FROM legs WHERE a.account_id = legs.account_id AND NOT legs.allow_negative
      RETURNING a.account_id, a.balance
  )
  INSERT INTO ledger_postings (operation_id, account_id, amount, balance_after)
    SELECT v_operation_id, legs.account_id, legs.amount, moved.balance
      FROM legs LEFT JOIN moved ON moved.account_id = legs.account_id
     ORDER BY legs.account_id;

  RETURN ledger_operation_result(v_operation_id, false);
END
$$;
