-- Database functions move to one readable current definition each, server/db/functions/<name>.sql (hand-written;
-- docs/architecture.md "Database functions"). This migration applies those files as they are; each definition is
-- the one earlier migrations left installed (ledger_functions, seamless_functions, seamless_rollback_function,
-- virtual_sports), so nothing changes. A later change edits the file and adds a migration that applies it again.

-- The answer of ledger_post: an operation with its postings, as jsonb (server/domains/ledger/post-operation.ts
-- reads it). Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_operation_result(p_operation_id bigint, p_replayed boolean) RETURNS jsonb
LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'operationId', o.operation_id,
    'status', o.status,
    'createdAt', o.created_at,
    'replayed', p_replayed,
    'postings', (
      SELECT jsonb_agg(jsonb_build_object(
        'accountId', a.account_id, 'ownerType', a.owner_type, 'ownerId', a.owner_id, 'purpose', a.purpose,
        'amount', p.amount::text, 'balanceAfter', p.balance_after::text) ORDER BY p.posting_id)
      FROM ledger_postings p JOIN ledger_accounts a ON a.account_id = p.account_id
      WHERE p.operation_id = o.operation_id))
  FROM ledger_operations o WHERE o.operation_id = p_operation_id
$$;
--> statement-breakpoint
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
--> statement-breakpoint
-- Ledger rows are immutable: postings never change, an operation changes only its status; corrections are
-- reversing operations. The trigger function and the two triggers that run it.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_forbid_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'ledger_operations' AND TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'status') = (to_jsonb(OLD) - 'status') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION USING ERRCODE = 'LH001', MESSAGE = format('%s rows are immutable: correct with a reversing operation', TG_TABLE_NAME);
END
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_postings_immutable BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER ledger_operations_immutable BEFORE UPDATE OR DELETE ON ledger_operations
  FOR EACH ROW EXECUTE FUNCTION ledger_forbid_change();
--> statement-breakpoint
-- A seamless-wallet bet in one round trip (docs/seamless-wallet.md "Architecture"): the session, the wallet lock,
-- the duplicate, the player gates (as server/domains/games/bet-refusal.ts orders them, including the access flag
-- per vertical: LIVE_CASINO needs live_casino, VIRTUAL_SPORTS virtual_sports, anything else casino), the round,
-- the funds, then ledger_post (category: the session's vertical) and the stored answer.
-- Like ledger_post, the seamless functions are one statement each: they run in the caller's transaction or
-- autocommit alone. Each SQL command in a volatile plpgsql function takes a fresh snapshot, so the reads after the
-- wallet lock see every twin committed while this call waited for it. A refusal raises, which undoes whatever the
-- call wrote (the round a refused first bet opened). Error codes (mapped in server/domains/games/seamless-sql.ts):
--   LHS01 session invalid, LHS02 session expired, LHP01 player excluded, LHP02 player timeout,
--   LHP03 access denied, LHR01 round invalid, LHR02 round closed, LHT01 transaction rolled back,
--   LHT02 conflict (a rollback of a rollback or of another player's transaction), LH402 insufficient funds,
--   LHL01 the player has spend (loss) limits: check them in TS (p_mode 'check'/'post').
-- A duplicate (provider, transaction id) is answered as {"existing": …} and judged in TS (replayedAnswer).
-- The ledger request hash is built exactly as server/domains/ledger/request-hash.ts builds it for these two-leg
-- operations (the GAME leg sorts before the PLAYER leg); tests/integration/games pins the two together.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION seamless_bet(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
  p_request_hash text, p_game_account integer, p_idle_ms bigint, p_touch_ms bigint, p_mode text
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_session game_sessions%ROWTYPE;
  v_player players%ROWTYPE;
  v_main bigint;
  v_existing record;
  v_round record;
  v_now timestamptz := now();
  v_result jsonb;
  v_operation_id bigint;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  SELECT * INTO v_session FROM game_sessions g WHERE g.token_hash = p_token_hash;
  IF NOT FOUND OR v_session.provider <> p_provider THEN
    RAISE EXCEPTION USING ERRCODE = 'LHS01', MESSAGE = 'unknown game session';
  END IF;
  -- The wallet lock first (the lock ledger_post takes anyway): calls on one wallet run one after another.
  SELECT a.balance INTO v_main FROM ledger_accounts a
   WHERE a.owner_type = 'PLAYER' AND a.owner_id = v_session.player_id AND a.currency = v_session.currency AND a.purpose = 'MAIN'
   FOR NO KEY UPDATE;
  v_main := coalesce(v_main, 0);

  SELECT t.kind, t.request_hash, t.player_id, t.response INTO v_existing
    FROM game_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN jsonb_build_object('existing', jsonb_build_object('kind', v_existing.kind, 'requestHash', v_existing.request_hash,
      'playerId', v_existing.player_id, 'response', v_existing.response), 'playerId', v_session.player_id);
  END IF;

  IF v_session.closed_at IS NOT NULL OR v_session.expires_at <= v_now THEN
    RAISE EXCEPTION USING ERRCODE = 'LHS02', MESSAGE = 'game session expired';
  END IF;

  -- The player gates, as lib's betRefusal orders them (server/domains/games/bet-refusal.ts; unit-tested there,
  -- the route tests run every refusal through this function).
  SELECT * INTO v_player FROM players p WHERE p.player_id = v_session.player_id;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LHS01', MESSAGE = 'unknown game session';
  END IF;
  IF (v_player.status = 'SELF_EXCLUDED' AND (v_player.exclusion_until IS NULL OR v_player.exclusion_until > v_now))
     OR coalesce(v_player.exclusion_until > v_now, false) THEN
    RAISE EXCEPTION USING ERRCODE = 'LHP01', MESSAGE = 'player excluded';
  END IF;
  IF (v_player.status = 'TIMEOUT' AND (v_player.timeout_until IS NULL OR v_player.timeout_until > v_now))
     OR coalesce(v_player.timeout_until > v_now, false) THEN
    RAISE EXCEPTION USING ERRCODE = 'LHP02', MESSAGE = 'player on a timeout';
  END IF;
  IF v_player.status IN ('CLOSED', 'BLACKLISTED', 'RESTRICTED', 'PRE_REGISTERED') OR v_player.kyc_status = 'SUSPENDED'
     OR v_player.payout OR v_player.status = 'PAYOUT' OR v_player.multibrand_suspended
     OR (CASE v_session.vertical WHEN 'LIVE_CASINO' THEN NOT v_player.live_casino
                                 WHEN 'VIRTUAL_SPORTS' THEN NOT v_player.virtual_sports
                                 ELSE NOT v_player.casino END) THEN
    RAISE EXCEPTION USING ERRCODE = 'LHP03', MESSAGE = 'no access';
  END IF;

  -- The round, opened by its first bet.
  INSERT INTO game_rounds (provider, round_id, player_id, session_id, game_id, opened_at)
    VALUES (p_provider, p_round_id, v_session.player_id, v_session.session_id, p_game_id, v_now)
    ON CONFLICT (provider, round_id) DO NOTHING
    RETURNING player_id, status INTO v_round;
  IF NOT FOUND THEN
    SELECT r.player_id, r.status INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round_id;
  END IF;
  IF v_round.player_id <> v_session.player_id THEN
    RAISE EXCEPTION USING ERRCODE = 'LHR01', MESSAGE = 'another player''s round';
  END IF;
  IF v_round.status = 'CLOSED' THEN
    RAISE EXCEPTION USING ERRCODE = 'LHR02', MESSAGE = 'round closed';
  END IF;

  IF v_main < p_amount THEN
    RAISE EXCEPTION USING ERRCODE = 'LH402', MESSAGE = 'insufficient funds on PLAYER MAIN account';
  END IF;

  -- Spend limits are the limits domain's rules (TS): a player with any loss limit is checked there, between a
  -- 'check' call and a 'post' call in one transaction.
  IF p_mode = 'auto' AND EXISTS (SELECT 1 FROM player_limits l WHERE l.player_id = v_session.player_id AND l.limit_type = 'loss') THEN
    RAISE EXCEPTION USING ERRCODE = 'LHL01', MESSAGE = 'spend limits to check';
  END IF;
  IF p_mode = 'check' THEN
    RETURN jsonb_build_object('checked', true, 'playerId', v_session.player_id, 'currency', v_session.currency);
  END IF;

  v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
    encode(sha256(convert_to(format('["BET","%s","SUCCESS",%s,"%s",null,[["GAME",%s,"GAME","%s"],["PLAYER",%s,"MAIN","%s"]]]',
      v_session.vertical, v_session.player_id, v_session.currency, p_game_account, p_amount, v_session.player_id, -p_amount), 'UTF8')), 'hex'),
    'BET', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency,
    jsonb_build_array(
      jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', -p_amount),
      jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', p_amount)),
    NULL);
  v_operation_id := (v_result ->> 'operationId')::bigint;
  SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
   WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
  v_answer := jsonb_build_object('balance', v_balance, 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', 'txn_' || lpad(v_operation_id::text, 12, '0'));

  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, game_id,
      currency, amount, operation_id, response, created_at)
    VALUES (p_provider, p_transaction_id, 'BET', p_request_hash, v_session.player_id, v_session.session_id, p_round_id, p_game_id,
      v_session.currency, p_amount, v_operation_id, v_answer, v_now);

  -- The idle lifetime slides forward, written at most once per p_touch_ms.
  IF v_now + make_interval(secs => p_idle_ms / 1000.0) - v_session.expires_at >= make_interval(secs => p_touch_ms / 1000.0) THEN
    UPDATE game_sessions SET expires_at = v_now + make_interval(secs => p_idle_ms / 1000.0) WHERE session_id = v_session.session_id;
  END IF;

  RETURN jsonb_build_object('answer', v_answer, 'operation', v_result);
END
$$;
--> statement-breakpoint
-- A seamless-wallet win in one round trip (docs/seamless-wallet.md "Architecture"); accepted after the session
-- expired, refused once the round is closed or its bet was rolled back.
-- Like ledger_post, the seamless functions are one statement each: they run in the caller's transaction or
-- autocommit alone. Each SQL command in a volatile plpgsql function takes a fresh snapshot, so the reads after the
-- wallet lock see every twin committed while this call waited for it. A refusal raises, which undoes whatever the
-- call wrote (the round a refused first bet opened). Error codes (mapped in server/domains/games/seamless-sql.ts):
--   LHS01 session invalid, LHS02 session expired, LHP01 player excluded, LHP02 player timeout,
--   LHP03 access denied, LHR01 round invalid, LHR02 round closed, LHT01 transaction rolled back,
--   LHT02 conflict (a rollback of a rollback or of another player's transaction), LH402 insufficient funds,
--   LHL01 the player has spend (loss) limits: check them in TS (p_mode 'check'/'post').
-- A duplicate (provider, transaction id) is answered as {"existing": …} and judged in TS (replayedAnswer).
-- The ledger request hash is built exactly as server/domains/ledger/request-hash.ts builds it for these two-leg
-- operations (the GAME leg sorts before the PLAYER leg); tests/integration/games pins the two together.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION seamless_win(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
  p_bet_transaction_id text, p_request_hash text, p_game_account integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_session game_sessions%ROWTYPE;
  v_main bigint;
  v_existing record;
  v_round record;
  v_bet record;
  v_result jsonb;
  v_operation_id bigint;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  SELECT * INTO v_session FROM game_sessions g WHERE g.token_hash = p_token_hash;
  IF NOT FOUND OR v_session.provider <> p_provider THEN
    RAISE EXCEPTION USING ERRCODE = 'LHS01', MESSAGE = 'unknown game session';
  END IF;
  SELECT a.balance INTO v_main FROM ledger_accounts a
   WHERE a.owner_type = 'PLAYER' AND a.owner_id = v_session.player_id AND a.currency = v_session.currency AND a.purpose = 'MAIN'
   FOR NO KEY UPDATE;
  v_main := coalesce(v_main, 0);

  SELECT t.kind, t.request_hash, t.player_id, t.response INTO v_existing
    FROM game_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN jsonb_build_object('existing', jsonb_build_object('kind', v_existing.kind, 'requestHash', v_existing.request_hash,
      'playerId', v_existing.player_id, 'response', v_existing.response), 'playerId', v_session.player_id);
  END IF;

  -- A win settles a round the player bet in (accepted after expiry); after endround no new win is accepted.
  SELECT r.player_id, r.status INTO v_round FROM game_rounds r WHERE r.provider = p_provider AND r.round_id = p_round_id;
  IF NOT FOUND OR v_round.player_id <> v_session.player_id THEN
    RAISE EXCEPTION USING ERRCODE = 'LHR01', MESSAGE = 'not the player''s round';
  END IF;
  IF v_round.status = 'CLOSED' THEN
    RAISE EXCEPTION USING ERRCODE = 'LHR02', MESSAGE = 'round closed';
  END IF;
  IF p_bet_transaction_id IS NOT NULL THEN
    SELECT b.kind, b.player_id, b.round_id, b.rolled_back_at INTO v_bet
      FROM game_transactions b WHERE b.provider = p_provider AND b.transaction_id = p_bet_transaction_id;
    IF FOUND AND (v_bet.kind = 'TOMBSTONE' OR v_bet.rolled_back_at IS NOT NULL) THEN
      RAISE EXCEPTION USING ERRCODE = 'LHT01', MESSAGE = 'the bet was rolled back';
    END IF;
    IF NOT FOUND OR v_bet.kind <> 'BET' OR v_bet.player_id <> v_session.player_id OR v_bet.round_id <> p_round_id THEN
      RAISE EXCEPTION USING ERRCODE = 'LHR01', MESSAGE = 'not a bet of this round';
    END IF;
  END IF;

  IF p_amount > 0 THEN
    v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
      encode(sha256(convert_to(format('["WIN","%s","SUCCESS",%s,"%s",null,[["GAME",%s,"GAME","%s"],["PLAYER",%s,"MAIN","%s"]]]',
        v_session.vertical, v_session.player_id, v_session.currency, p_game_account, -p_amount, v_session.player_id, p_amount), 'UTF8')), 'hex'),
      'WIN', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency,
      jsonb_build_array(
        jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -p_amount),
        jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', p_amount)),
      NULL);
    v_operation_id := (v_result ->> 'operationId')::bigint;
    SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
     WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
  ELSE
    v_balance := v_main;
  END IF;
  v_answer := jsonb_build_object('balance', v_balance, 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', CASE WHEN v_operation_id IS NULL THEN NULL ELSE 'txn_' || lpad(v_operation_id::text, 12, '0') END);

  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, game_id,
      currency, amount, operation_id, original_transaction_id, response, created_at)
    VALUES (p_provider, p_transaction_id, 'WIN', p_request_hash, v_session.player_id, v_session.session_id, p_round_id, p_game_id,
      v_session.currency, p_amount, v_operation_id, p_bet_transaction_id, v_answer, now());

  RETURN jsonb_build_object('answer', v_answer, 'operation', v_result);
END
$$;
--> statement-breakpoint
-- A seamless-wallet rollback in one round trip (docs/seamless-wallet.md "Architecture"); accepted after the
-- session expired. A rollback of an unknown transaction leaves a tombstone that refuses the late bet.
-- Like ledger_post, the seamless functions are one statement each: they run in the caller's transaction or
-- autocommit alone. Each SQL command in a volatile plpgsql function takes a fresh snapshot, so the reads after the
-- wallet lock see every twin committed while this call waited for it. A refusal raises, which undoes whatever the
-- call wrote (the round a refused first bet opened). Error codes (mapped in server/domains/games/seamless-sql.ts):
--   LHS01 session invalid, LHS02 session expired, LHP01 player excluded, LHP02 player timeout,
--   LHP03 access denied, LHR01 round invalid, LHR02 round closed, LHT01 transaction rolled back,
--   LHT02 conflict (a rollback of a rollback or of another player's transaction), LH402 insufficient funds,
--   LHL01 the player has spend (loss) limits: check them in TS (p_mode 'check'/'post').
-- A duplicate (provider, transaction id) is answered as {"existing": …} and judged in TS (replayedAnswer).
-- The ledger request hash is built exactly as server/domains/ledger/request-hash.ts builds it for these two-leg
-- operations (the GAME leg sorts before the PLAYER leg); tests/integration/games pins the two together.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION seamless_rollback(
  p_provider text, p_token_hash text, p_transaction_id text, p_original_transaction_id text, p_round_id text,
  p_request_hash text, p_game_account integer
) RETURNS jsonb
LANGUAGE plpgsql AS $$
DECLARE
  v_session game_sessions%ROWTYPE;
  v_main bigint;
  v_existing record;
  v_original game_transactions%ROWTYPE;
  v_found boolean;
  v_type text;
  v_legs jsonb;
  v_hash_legs text;
  v_result jsonb;
  v_operation_id bigint;
  v_balance bigint;
  v_answer jsonb;
BEGIN
  SELECT * INTO v_session FROM game_sessions g WHERE g.token_hash = p_token_hash;
  IF NOT FOUND OR v_session.provider <> p_provider THEN
    RAISE EXCEPTION USING ERRCODE = 'LHS01', MESSAGE = 'unknown game session';
  END IF;
  SELECT a.balance INTO v_main FROM ledger_accounts a
   WHERE a.owner_type = 'PLAYER' AND a.owner_id = v_session.player_id AND a.currency = v_session.currency AND a.purpose = 'MAIN'
   FOR NO KEY UPDATE;
  v_main := coalesce(v_main, 0);

  SELECT t.kind, t.request_hash, t.player_id, t.response INTO v_existing
    FROM game_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    RETURN jsonb_build_object('existing', jsonb_build_object('kind', v_existing.kind, 'requestHash', v_existing.request_hash,
      'playerId', v_existing.player_id, 'response', v_existing.response), 'playerId', v_session.player_id);
  END IF;

  SELECT * INTO v_original FROM game_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_original_transaction_id;
  v_found := FOUND;
  IF v_found AND (v_original.player_id <> v_session.player_id OR v_original.kind = 'ROLLBACK') THEN
    RAISE EXCEPTION USING ERRCODE = 'LHT02', MESSAGE = 'not a transaction of this player to roll back';
  END IF;

  IF NOT v_found THEN
    -- Rolled back before it arrived: a tombstone refuses the late bet.
    INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, currency, amount,
        rolled_back_at, created_at)
      VALUES (p_provider, p_original_transaction_id, 'TOMBSTONE', NULL, v_session.player_id, v_session.session_id, p_round_id,
        v_session.currency, 0, now(), now());
  ELSIF v_original.rolled_back_at IS NULL THEN
    IF v_original.operation_id IS NOT NULL THEN
      -- BET_VOID: GAME → MAIN; WIN_VOID: MAIN → GAME. The hash lists the GAME leg first, as request-hash.ts sorts.
      IF v_original.kind = 'BET' THEN
        v_type := 'BET_VOID';
        v_legs := jsonb_build_array(
          jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -v_original.amount),
          jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', v_original.amount));
        v_hash_legs := format('[["GAME",%s,"GAME","%s"],["PLAYER",%s,"MAIN","%s"]]', p_game_account, -v_original.amount, v_session.player_id, v_original.amount);
      ELSE
        v_type := 'WIN_VOID';
        v_legs := jsonb_build_array(
          jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', -v_original.amount),
          jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', v_original.amount));
        v_hash_legs := format('[["GAME",%s,"GAME","%s"],["PLAYER",%s,"MAIN","%s"]]', p_game_account, v_original.amount, v_session.player_id, -v_original.amount);
      END IF;
      v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
        encode(sha256(convert_to(format('["%s","%s","SUCCESS",%s,"%s",%s,%s]', v_type, v_session.vertical, v_session.player_id,
          v_original.currency, v_original.operation_id, v_hash_legs), 'UTF8')), 'hex'),
        v_type, v_session.vertical, 'SUCCESS', v_session.player_id, v_original.currency, v_legs, v_original.operation_id);
      v_operation_id := (v_result ->> 'operationId')::bigint;
      SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
       WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
    END IF;
    UPDATE game_transactions SET rolled_back_at = now() WHERE game_transaction_id = v_original.game_transaction_id;
  END IF;

  v_answer := jsonb_build_object('balance', coalesce(v_balance, v_main), 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', CASE WHEN v_operation_id IS NULL THEN NULL ELSE 'txn_' || lpad(v_operation_id::text, 12, '0') END);
  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, currency, amount,
      operation_id, original_transaction_id, response, created_at)
    VALUES (p_provider, p_transaction_id, 'ROLLBACK', p_request_hash, v_session.player_id, v_session.session_id, p_round_id,
      v_session.currency, coalesce(v_original.amount, 0), v_operation_id, p_original_transaction_id, v_answer, now());

  RETURN jsonb_build_object('answer', v_answer, 'operation', v_result);
END
$$;
