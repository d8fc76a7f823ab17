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
-- A bet or win that touched a bonus (a bonus_wagers row) is reversed leg by leg: the real part to or from MAIN, the
-- bonus part to or from the vertical's BONUS account while that bonus runs, MAIN once it completed, the HOUSE once it
-- was forfeited or expired; a rolled-back bet's contribution leaves the running bonus's wagering progress.
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
  v_wager record;
  v_state text;
  v_sign bigint;
  v_main_part bigint;
  v_bonus_leg jsonb;
  v_returned boolean := false;
  v_house_part bigint;
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
    IF v_original.kind = 'WIN' AND v_original.jackpot_id IS NOT NULL THEN
      RAISE EXCEPTION USING ERRCODE = 'LHJ02', MESSAGE = 'a jackpot win is final';
    END IF;
    IF v_original.operation_id IS NOT NULL THEN
      -- A bet's void pays back (+), a win's void takes back (-).
      v_sign := CASE WHEN v_original.kind = 'BET' THEN 1 ELSE -1 END;
      v_type := CASE WHEN v_original.kind = 'BET' THEN 'BET_VOID' ELSE 'WIN_VOID' END;
      -- The house's side. A voided bet takes its jackpot contribution back out of the pot only while the pot has not
      -- been won since (same `wins`), by one UPDATE; after a win the contribution was paid to the winner and the
      -- operator's GAME account returns the whole stake.
      v_house_part := v_original.amount;
      IF v_original.kind = 'BET' AND v_original.jackpot_id IS NOT NULL THEN
        UPDATE jackpots SET amount = amount - v_original.jackpot_amount, updated_at = now()
         WHERE jackpot_id = v_original.jackpot_id AND wins = v_original.jackpot_epoch;
        v_returned := FOUND;
      END IF;
      IF v_returned THEN
        v_house_part := v_original.amount - v_original.jackpot_amount;
        v_legs := jsonb_build_array(
          jsonb_build_object('owner_type', 'JACKPOT', 'owner_id', v_original.jackpot_id, 'purpose', 'JACKPOT', 'amount', -v_original.jackpot_amount));
      ELSE
        v_legs := '[]'::jsonb;
      END IF;
      v_legs := v_legs || jsonb_build_array(
        jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -v_sign * v_house_part));
      -- The player's side: as the stake or win was paid, bonus parts included.
      SELECT w.* INTO v_wager FROM bonus_wagers w
       WHERE w.provider = p_provider AND w.transaction_id = p_original_transaction_id AND w.rolled_back_at IS NULL AND w.bonus_amount + w.contribution > 0;
      IF FOUND THEN
        SELECT b.state INTO v_state FROM bonus_assignments b WHERE b.assignment_id = v_wager.assignment_id;
        v_main_part := v_wager.real_amount + CASE WHEN v_state = 'COMPLETED' THEN v_wager.bonus_amount ELSE 0 END;
        v_bonus_leg := CASE WHEN v_state = 'COMPLETED' OR v_wager.bonus_amount = 0 THEN NULL
                            WHEN v_state = 'ACTIVATED' THEN jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id,
                              'purpose', v_session.vertical, 'amount', v_sign * v_wager.bonus_amount)
                            ELSE jsonb_build_object('owner_type', 'HOUSE', 'owner_id', 0, 'purpose', 'HOUSE', 'amount', v_sign * v_wager.bonus_amount) END;
        IF v_main_part > 0 THEN
          v_legs := v_legs || jsonb_build_array(
            jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', v_sign * v_main_part));
        END IF;
        IF v_bonus_leg IS NOT NULL THEN
          v_legs := v_legs || jsonb_build_array(v_bonus_leg);
        END IF;
        UPDATE bonus_wagers SET rolled_back_at = now() WHERE provider = p_provider AND transaction_id = p_original_transaction_id;
        IF v_state = 'ACTIVATED' AND v_wager.contribution > 0 THEN
          UPDATE bonus_assignments SET wagered = greatest(wagered - v_wager.contribution, 0),
                 wagering_reached_at = CASE WHEN greatest(wagered - v_wager.contribution, 0) >= wagering_required THEN wagering_reached_at END
           WHERE assignment_id = v_wager.assignment_id;
        END IF;
      ELSE
        v_legs := v_legs || jsonb_build_array(
          jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', v_sign * v_original.amount));
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

  -- Providers see what the player can stake: cash plus the running bonus of the session's vertical.
  v_balance := coalesce(v_balance, v_main) + bonus_running_balance(v_session.player_id, v_session.currency, v_session.vertical);
  v_answer := jsonb_build_object('balance', v_balance, 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', CASE WHEN v_operation_id IS NULL THEN NULL ELSE 'txn_' || lpad(v_operation_id::text, 12, '0') END);
  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, currency, amount,
      operation_id, original_transaction_id, response, created_at)
    VALUES (p_provider, p_transaction_id, 'ROLLBACK', p_request_hash, v_session.player_id, v_session.session_id, p_round_id,
      v_session.currency, coalesce(v_original.amount, 0), v_operation_id, p_original_transaction_id, v_answer, now());

  RETURN jsonb_build_object('answer', v_answer, 'operation', v_result);
END
$$;
