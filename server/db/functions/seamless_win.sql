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
-- A win on a stake that bonus money paid for is split in proportion to the stake's sources (the named bet, else the
-- round's bets): the bonus share goes to the vertical's BONUS account while that bonus runs, to MAIN once it
-- completed (it is cash now), and to the HOUSE once it was forfeited or expired (docs/decisions.md "Bonus wallet").
-- A jackpot pot is never split: it is paid to MAIN as cash, whatever paid the stake.
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
  v_stake bigint;
  v_stake_bonus bigint := 0;
  v_assignment_id bigint;
  v_state text;
  v_share bigint := 0;
  v_legs jsonb := '[]'::jsonb;
  v_pot jackpots%ROWTYPE;
  v_paid bigint := 0;
  v_house bigint := 0;
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
    -- The stake's bonus part: the named bet's, else the round's bets' (rolled-back bets no longer count).
    IF p_bet_transaction_id IS NOT NULL THEN
      SELECT t.amount INTO v_stake FROM game_transactions t WHERE t.provider = p_provider AND t.transaction_id = p_bet_transaction_id;
      SELECT w.bonus_amount, w.assignment_id INTO v_stake_bonus, v_assignment_id
        FROM bonus_wagers w WHERE w.provider = p_provider AND w.transaction_id = p_bet_transaction_id AND w.rolled_back_at IS NULL;
    ELSE
      SELECT coalesce(sum(t.amount), 0) INTO v_stake FROM game_transactions t
       WHERE t.provider = p_provider AND t.round_id = p_round_id AND t.kind = 'BET' AND t.rolled_back_at IS NULL;
      SELECT coalesce(sum(w.bonus_amount), 0), max(w.assignment_id) INTO v_stake_bonus, v_assignment_id
        FROM bonus_wagers w WHERE w.provider = p_provider AND w.round_id = p_round_id AND w.kind = 'BET' AND w.rolled_back_at IS NULL;
    END IF;
    v_stake_bonus := coalesce(v_stake_bonus, 0);
    IF v_stake > 0 AND v_stake_bonus > 0 THEN
      v_share := floor(p_amount::numeric * v_stake_bonus / v_stake)::bigint;
      SELECT b.state INTO v_state FROM bonus_assignments b WHERE b.assignment_id = v_assignment_id;
      IF v_state = 'COMPLETED' THEN
        v_share := 0;
      END IF;
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
    v_house := -v_pot.seed;
  END IF;

  IF p_amount + v_paid > 0 THEN
    IF p_amount > 0 THEN
      v_legs := v_legs || jsonb_build_array(jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', -p_amount));
    END IF;
    IF v_share > 0 AND v_state = 'ACTIVATED' THEN
      v_legs := v_legs || jsonb_build_array(
        jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', v_session.vertical, 'amount', v_share));
    ELSIF v_share > 0 THEN
      v_house := v_house + v_share;
    END IF;
    -- The seed a pot pays and the share of a forfeited bonus meet in one HOUSE leg.
    IF v_house <> 0 THEN
      v_legs := v_legs || jsonb_build_array(jsonb_build_object('owner_type', 'HOUSE', 'owner_id', 0, 'purpose', 'HOUSE', 'amount', v_house));
    END IF;
    IF p_amount - v_share + v_paid > 0 THEN
      v_legs := v_legs || jsonb_build_array(
        jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', p_amount - v_share + v_paid));
    END IF;
    v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
      ledger_request_hash('WIN', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, NULL, v_legs),
      'WIN', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, v_legs, NULL);
    v_operation_id := (v_result ->> 'operationId')::bigint;
    SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
     WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
    v_balance := coalesce(v_balance, v_main);
    IF v_share > 0 THEN
      INSERT INTO bonus_wagers (provider, transaction_id, kind, assignment_id, player_id, round_id, real_amount, bonus_amount, contribution, created_at)
        VALUES (p_provider, p_transaction_id, 'WIN', v_assignment_id, v_session.player_id, p_round_id, p_amount - v_share, v_share, 0, now());
    END IF;
  ELSE
    v_balance := v_main;
  END IF;
  -- Providers see what the player can stake: cash plus the running bonus of the session's vertical.
  v_balance := v_balance + bonus_running_balance(v_session.player_id, v_session.currency, v_session.vertical);
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
