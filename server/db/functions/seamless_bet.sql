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
-- set at launch for a jackpot game in the pot's currency), p_jackpot_contribution (lib/jackpots/policy.ts) is added to
-- it by one UPDATE in this statement and the bet's operation gets a JACKPOT leg: GAME +(amount - contribution),
-- JACKPOT +contribution, whatever paid the stake (cash or bonus).
-- A running bonus of the session's vertical (docs/decisions.md "Bonus wallet"): a bet above its maximum bet raises
-- LHB01; real money pays first, then the vertical's BONUS account (one three-leg operation); the whole stake counts
-- towards wagering at the game's contribution, recorded in bonus_wagers for the win's split and the rollback.
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
  v_bonus record;
  v_has_bonus boolean := false;
  v_bonus_balance bigint := 0;
  v_real bigint;
  v_from_bonus bigint;
  v_percent integer;
  v_contribution bigint := 0;
  v_reached boolean := false;
  v_legs jsonb;
  v_pot_id integer;
  v_pot_epoch integer;
  v_jackpot bigint := 0;
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

  -- The running bonus of this vertical, if any (one at most: bonus_assignments_one_running_per_vertical).
  SELECT b.assignment_id, b.wagering_required, b.wagered, b.wagering_reached_at, c.max_bet, c.game_contributions,
         c.default_contribution, c.excluded_game_ids
    INTO v_bonus
    FROM bonus_assignments b JOIN bonus_campaigns c ON c.campaign_id = b.campaign_id
   WHERE b.player_id = v_session.player_id AND b.vertical = v_session.vertical AND b.currency = v_session.currency
     AND b.state = 'ACTIVATED' AND (b.expires_at IS NULL OR b.expires_at > v_now);
  v_has_bonus := FOUND;
  IF v_has_bonus THEN
    IF v_bonus.max_bet IS NOT NULL AND p_amount > v_bonus.max_bet THEN
      RAISE EXCEPTION USING ERRCODE = 'LHB01', MESSAGE = 'bet above the maximum bet while wagering a bonus';
    END IF;
    SELECT a.balance INTO v_bonus_balance FROM ledger_accounts a
     WHERE a.owner_type = 'PLAYER' AND a.owner_id = v_session.player_id AND a.currency = v_session.currency AND a.purpose = v_session.vertical;
    v_bonus_balance := coalesce(v_bonus_balance, 0);
  END IF;
  -- Real money first, then bonus.
  v_real := least(v_main, p_amount);
  v_from_bonus := p_amount - v_real;
  IF v_from_bonus > v_bonus_balance THEN
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
      v_jackpot := p_jackpot_contribution;
    END IF;
  END IF;
  -- Cash first, then the vertical's BONUS account; a stake paid wholly by bonus has no MAIN leg.
  v_legs := jsonb_build_array(
    jsonb_build_object('owner_type', 'GAME', 'owner_id', p_game_account, 'purpose', 'GAME', 'amount', p_amount - v_jackpot));
  IF v_real > 0 OR v_from_bonus = 0 THEN
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', 'MAIN', 'amount', -v_real));
  END IF;
  IF v_from_bonus > 0 THEN
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('owner_type', 'PLAYER', 'owner_id', v_session.player_id, 'purpose', v_session.vertical, 'amount', -v_from_bonus));
  END IF;
  IF v_jackpot > 0 THEN
    v_legs := v_legs || jsonb_build_array(
      jsonb_build_object('owner_type', 'JACKPOT', 'owner_id', v_pot_id, 'purpose', 'JACKPOT', 'amount', v_jackpot));
  END IF;
  v_result := ledger_post('seamless:' || p_provider || ':' || p_transaction_id,
    ledger_request_hash('BET', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, NULL, v_legs),
    'BET', v_session.vertical, 'SUCCESS', v_session.player_id, v_session.currency, v_legs, NULL);
  v_operation_id := (v_result ->> 'operationId')::bigint;
  SELECT (leg ->> 'balanceAfter')::bigint INTO v_balance FROM jsonb_array_elements(v_result -> 'postings') leg
   WHERE leg ->> 'ownerType' = 'PLAYER' AND (leg ->> 'ownerId')::integer = v_session.player_id AND leg ->> 'purpose' = 'MAIN';
  -- A bet paid wholly by bonus posts nothing to MAIN: its balance is what it was.
  v_balance := coalesce(v_balance, v_main);
  IF v_has_bonus THEN
    v_balance := v_balance + v_bonus_balance - v_from_bonus;
    v_percent := CASE WHEN v_session.bonus_excluded OR v_bonus.excluded_game_ids ? v_session.game_id THEN 0
                      ELSE coalesce((v_bonus.game_contributions ->> v_session.game_type)::integer, v_bonus.default_contribution) END;
    v_contribution := p_amount * v_percent / 100;
    v_reached := v_bonus.wagered + v_contribution >= v_bonus.wagering_required;
    UPDATE bonus_assignments SET wagered = wagered + v_contribution,
           wagering_reached_at = CASE WHEN v_reached THEN coalesce(wagering_reached_at, v_now) ELSE NULL END
     WHERE assignment_id = v_bonus.assignment_id;
    INSERT INTO bonus_wagers (provider, transaction_id, kind, assignment_id, player_id, round_id, real_amount, bonus_amount, contribution, created_at)
      VALUES (p_provider, p_transaction_id, 'BET', v_bonus.assignment_id, v_session.player_id, p_round_id, v_real, v_from_bonus, v_contribution, v_now);
  END IF;
  v_answer := jsonb_build_object('balance', v_balance, 'currency', v_session.currency, 'transactionId', p_transaction_id,
    'referenceId', 'txn_' || lpad(v_operation_id::text, 12, '0'));

  INSERT INTO game_transactions (provider, transaction_id, kind, request_hash, player_id, session_id, round_id, game_id,
      currency, amount, operation_id, response, created_at, jackpot_id, jackpot_amount, jackpot_epoch)
    VALUES (p_provider, p_transaction_id, 'BET', p_request_hash, v_session.player_id, v_session.session_id, p_round_id, p_game_id,
      v_session.currency, p_amount, v_operation_id, v_answer, v_now,
      CASE WHEN v_jackpot > 0 THEN v_pot_id END, CASE WHEN v_jackpot > 0 THEN v_jackpot END,
      CASE WHEN v_jackpot > 0 THEN v_pot_epoch END);

  -- The idle lifetime slides forward, written at most once per p_touch_ms.
  IF v_now + make_interval(secs => p_idle_ms / 1000.0) - v_session.expires_at >= make_interval(secs => p_touch_ms / 1000.0) THEN
    UPDATE game_sessions SET expires_at = v_now + make_interval(secs => p_idle_ms / 1000.0) WHERE session_id = v_session.session_id;
  END IF;

  RETURN jsonb_build_object('answer', v_answer, 'operation', v_result, 'playerId', v_session.player_id, 'bonus',
    CASE WHEN v_has_bonus THEN jsonb_build_object('assignmentId', v_bonus.assignment_id, 'wageringReached', v_reached) END);
END
$$;
