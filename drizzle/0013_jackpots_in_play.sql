-- Progressive jackpots in play (docs/decisions.md "Progressive jackpots in play"): pots get a number (their JACKPOT
-- ledger account's owner id), a seed and a win count; game transactions remember a bet's contribution and a win's
-- payout; seamless_bet / seamless_win / seamless_rollback take, pay and return contributions. The two functions
-- whose arguments change are dropped first, so only the current definitions remain.
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_owner_type_valid";--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_purpose_valid";--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "jackpot_id" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "jackpots_jackpot_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
-- Pots created before this migration never grew: their amount is their seed.
ALTER TABLE "jackpots" ADD COLUMN "seed" bigint;--> statement-breakpoint
UPDATE "jackpots" SET "seed" = "amount";--> statement-breakpoint
ALTER TABLE "jackpots" ALTER COLUMN "seed" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "jackpots" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "jackpot_id" integer;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "jackpot_id" integer;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "jackpot_amount" bigint;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD COLUMN "jackpot_epoch" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "jackpots_jackpot_id" ON "jackpots" USING btree ("jackpot_id");--> statement-breakpoint
ALTER TABLE "jackpots" ADD CONSTRAINT "jackpots_amount_at_least_seed" CHECK ("jackpots"."amount" >= "jackpots"."seed" and "jackpots"."seed" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_owner_type_valid" CHECK (owner_type in ('PLAYER', 'HOUSE', 'PAYMENT_CLEARING', 'GAME', 'JACKPOT'));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_purpose_valid" CHECK (purpose in ('MAIN', 'LOCKED', 'SPORTS', 'CASINO', 'LIVE_CASINO', 'HOUSE', 'CLEARING', 'GAME', 'JACKPOT'));--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_jackpot_amount_non_negative" CHECK ("game_transactions"."jackpot_amount" is null or "game_transactions"."jackpot_amount" >= 0);--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_bet(text, text, text, text, text, bigint, text, integer, bigint, bigint, text);--> statement-breakpoint
DROP FUNCTION IF EXISTS seamless_win(text, text, text, text, text, bigint, text, text, integer);--> statement-breakpoint
-- The ledger request hash of an operation, built in SQL exactly as server/domains/ledger/request-hash.ts builds
-- it: JSON of [type, category, status, playerId, currency, reversesOperationId, legs], the legs as
-- [ownerType, ownerId, purpose, "amount"] sorted by their '|'-joined text (byte order, as JavaScript compares
-- ASCII strings). The seamless functions use it for operations whose legs vary (a jackpot leg or not);
-- tests/integration/games pins the two together.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION ledger_request_hash(
  p_type text, p_category text, p_status text, p_player_id integer, p_currency text, p_reverses_operation_id bigint, p_legs jsonb
) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(format('["%s","%s","%s",%s,"%s",%s,[%s]]', p_type, p_category, p_status,
      coalesce(p_player_id::text, 'null'), p_currency, coalesce(p_reverses_operation_id::text, 'null'),
      (SELECT string_agg(format('["%s",%s,"%s","%s"]', l.owner_type, l.owner_id, l.purpose, l.amount), ','
                ORDER BY (l.owner_type || '|' || l.owner_id || '|' || l.purpose || '|' || l.amount) COLLATE "C")
         FROM jsonb_to_recordset(p_legs) AS l(owner_type text, owner_id integer, purpose text, amount bigint))), 'UTF8')), 'hex')
$$;
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
-- The ledger request hash is built exactly as server/domains/ledger/request-hash.ts builds it (ledger_request_hash);
-- tests/integration/games pins the two together.
-- Jackpot (docs/decisions.md "Progressive jackpots in play"): when the session plays for a pot (game_sessions.jackpot_id,
-- set at launch for a jackpot game in the pot's currency), p_jackpot_contribution (lib/jackpots/policy.ts) is added to it by one UPDATE in this statement and the
-- bet's operation gets a third leg: MAIN -amount, GAME +(amount - contribution), JACKPOT +contribution.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION seamless_bet(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
  p_request_hash text, p_game_account integer, p_idle_ms bigint, p_touch_ms bigint, p_mode text, p_jackpot_contribution bigint
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
  v_pot_id integer;
  v_pot_epoch integer;
  v_contribution bigint := 0;
  v_legs jsonb;
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

  -- The pot's row is the one place concurrent contributions meet: an UPDATE adding to it queues behind the others.
  IF p_jackpot_contribution > 0 AND v_session.jackpot_id IS NOT NULL THEN
    UPDATE jackpots j SET amount = j.amount + p_jackpot_contribution, updated_at = v_now
     WHERE j.jackpot_id = v_session.jackpot_id AND j.currency = v_session.currency
     RETURNING j.jackpot_id, j.wins INTO v_pot_id, v_pot_epoch;
    IF v_pot_id IS NOT NULL THEN
      v_contribution := p_jackpot_contribution;
    END IF;
  END IF;
  v_legs := jsonb_build_array(
    jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', -p_amount),
    jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', p_amount - v_contribution));
  IF v_contribution > 0 THEN
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('owner_type', 'JACKPOT', 'owner_id', v_pot_id, 'purpose', 'JACKPOT', 'amount', v_contribution));
  END IF;
  v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
    ledger_request_hash('BET', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, NULL, v_legs),
    'BET', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, v_legs, NULL);
  v_operation_id := (v_result ->> 'operationId')::bigint;
  SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
   WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
  v_answer := jsonb_build_object('balance', v_balance, 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', 'txn_' || lpad(v_operation_id::text, 12, '0'));

  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, game_id,
      currency, amount, operation_id, response, created_at, jackpot_id, jackpot_amount, jackpot_epoch)
    VALUES (p_provider, p_transaction_id, 'BET', p_request_hash, v_session.player_id, v_session.session_id, p_round_id, p_game_id,
      v_session.currency, p_amount, v_operation_id, v_answer, v_now,
      CASE WHEN v_contribution > 0 THEN v_pot_id END, CASE WHEN v_contribution > 0 THEN v_contribution END,
      CASE WHEN v_contribution > 0 THEN v_pot_epoch END);

  -- The idle lifetime slides forward, written at most once per p_touch_ms.
  IF v_now + make_interval(secs => p_idle_ms / 1000.0) - v_session.expires_at >= make_interval(secs => p_touch_ms / 1000.0) THEN
    UPDATE game_sessions SET expires_at = v_now + make_interval(secs => p_idle_ms / 1000.0) WHERE session_id = v_session.session_id;
  END IF;

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
-- The ledger request hash is built exactly as server/domains/ledger/request-hash.ts builds it (ledger_request_hash);
-- tests/integration/games pins the two together.
-- Jackpot (docs/decisions.md "Progressive jackpots in play"): a voided bet takes its contribution back out of the
-- pot only while the pot has not been won since (same `wins`), by one UPDATE; after a win the contribution was
-- paid to the winner and the operator's GAME account returns the whole stake. A jackpot win is final (LHJ02).
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
  v_result jsonb;
  v_operation_id bigint;
  v_balance bigint;
  v_answer jsonb;
  v_returned boolean := false;
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
        IF v_original.jackpot_id IS NOT NULL THEN
          UPDATE jackpots SET amount = amount - v_original.jackpot_amount, updated_at = now()
           WHERE jackpot_id = v_original.jackpot_id AND wins = v_original.jackpot_epoch;
          v_returned := FOUND;
        END IF;
        IF v_returned THEN
          v_legs := jsonb_build_array(
            jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -(v_original.amount - v_original.jackpot_amount)),
            jsonb_build_object('owner_type', 'JACKPOT', 'owner_id', v_original.jackpot_id, 'purpose', 'JACKPOT', 'amount', -v_original.jackpot_amount),
            jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', v_original.amount));
        ELSE
          v_legs := jsonb_build_array(
            jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -v_original.amount),
            jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', v_original.amount));
        END IF;
      ELSE
        IF v_original.jackpot_id IS NOT NULL THEN
          RAISE EXCEPTION USING ERRCODE = 'LHJ02', MESSAGE = 'a jackpot win is final';
        END IF;
        v_type := 'WIN_VOID';
        v_legs := jsonb_build_array(
          jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', -v_original.amount),
          jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', v_original.amount));
      END IF;
      v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
        ledger_request_hash(v_type, v_session.vertical, 'SUCCESS', v_session.player_id, v_original.currency, v_original.operation_id, v_legs),
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
-- The ledger request hash is built exactly as server/domains/ledger/request-hash.ts builds it (ledger_request_hash);
-- tests/integration/games pins the two together.
-- A jackpot win (p_jackpot; docs/decisions.md "Progressive jackpots in play") pays the whole pot the session plays
-- for (game_sessions.jackpot_id) on top of p_amount, in the same operation: the pot's row is locked, read and
-- reset to its seed here, so of two concurrent winners the second finds the reset pot. Legs: GAME -amount,
-- JACKPOT -(pot - seed) (the contributions), HOUSE -seed, MAIN +(amount + pot). LHJ01: no pot to pay.
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION seamless_win(
  p_provider text, p_token_hash text, p_transaction_id text, p_round_id text, p_game_id text, p_amount bigint,
  p_bet_transaction_id text, p_request_hash text, p_game_account integer, p_jackpot boolean
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
  v_pot jackpots%ROWTYPE;
  v_paid bigint := 0;
  v_legs jsonb := '[]'::jsonb;
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

  IF p_jackpot THEN
    SELECT * INTO v_pot FROM jackpots j WHERE j.jackpot_id = v_session.jackpot_id AND j.currency = v_session.currency FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'LHJ01', MESSAGE = 'the session''s game has no jackpot in its currency';
    END IF;
    v_paid := v_pot.amount;
    UPDATE jackpots SET amount = seed, wins = wins + 1, updated_at = now() WHERE jackpot_id = v_pot.jackpot_id;
    IF v_pot.amount > v_pot.seed THEN
      v_legs := v_legs || jsonb_build_array(
        jsonb_build_object('owner_type', 'JACKPOT', 'owner_id', v_pot.jackpot_id, 'purpose', 'JACKPOT', 'amount', -(v_pot.amount - v_pot.seed)));
    END IF;
    IF v_pot.seed > 0 THEN
      v_legs := v_legs || jsonb_build_array(jsonb_build_object('owner_type', 'HOUSE', 'owner_id', 0, 'purpose', 'HOUSE', 'amount', -v_pot.seed));
    END IF;
  END IF;

  IF p_amount + v_paid > 0 THEN
    IF p_amount > 0 THEN
      v_legs := v_legs || jsonb_build_array(jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -p_amount));
    END IF;
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', p_amount + v_paid));
    v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
      ledger_request_hash('WIN', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, NULL, v_legs),
      'WIN', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, v_legs, NULL);
    v_operation_id := (v_result ->> 'operationId')::bigint;
    SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
     WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
  ELSE
    v_balance := v_main;
  END IF;
  v_answer := jsonb_build_object('balance', v_balance, 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', CASE WHEN v_operation_id IS NULL THEN NULL ELSE 'txn_' || lpad(v_operation_id::text, 12, '0') END);
  IF p_jackpot THEN
    v_answer := v_answer || jsonb_build_object('jackpotAmount', v_paid);
  END IF;

  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, game_id,
      currency, amount, operation_id, original_transaction_id, response, created_at, jackpot_id, jackpot_amount)
    VALUES (p_provider, p_transaction_id, 'WIN', p_request_hash, v_session.player_id, v_session.session_id, p_round_id, p_game_id,
      v_session.currency, p_amount, v_operation_id, p_bet_transaction_id, v_answer, now(),
      CASE WHEN p_jackpot THEN v_pot.jackpot_id END, CASE WHEN p_jackpot THEN v_paid END);

  RETURN jsonb_build_object('answer', v_answer, 'operation', v_result);
END
$$;
