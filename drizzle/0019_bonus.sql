CREATE TABLE "bonus_assignments" (
	"assignment_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_assignments_assignment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"claim_number" integer NOT NULL,
	"state" text NOT NULL,
	"vertical" text NOT NULL,
	"currency" char(3) NOT NULL,
	"granted_amount" bigint DEFAULT 0 NOT NULL,
	"wagering_required" bigint DEFAULT 0 NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"deposit_id" bigint,
	"grant_operation_id" bigint,
	"eligible_until" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	"wagering_reached_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"converted_amount" bigint,
	"forfeited_amount" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_assignments_state_valid" CHECK (state in ('ELIGIBLE', 'ACTIVATED', 'COMPLETED', 'FORFEITED', 'EXPIRED')),
	CONSTRAINT "bonus_assignments_vertical_valid" CHECK (vertical in ('CASINO', 'LIVE_CASINO', 'SPORTS')),
	CONSTRAINT "bonus_assignments_progress" CHECK ("bonus_assignments"."wagered" >= 0 and "bonus_assignments"."granted_amount" >= 0 and "bonus_assignments"."wagering_required" >= 0),
	CONSTRAINT "bonus_assignments_claim_number_positive" CHECK ("bonus_assignments"."claim_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "bonus_campaigns" (
	"campaign_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bonus_campaigns_campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"trigger_type" text,
	"bonus_kind" text NOT NULL,
	"vertical" text NOT NULL,
	"stickiness" text NOT NULL,
	"currency" char(3) NOT NULL,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"wr_multiplier" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"min_deposit" bigint DEFAULT 0 NOT NULL,
	"match_percent" integer,
	"max_bonus" bigint,
	"fixed_amount" bigint,
	"max_bet" bigint,
	"game_contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_contribution" integer DEFAULT 100 NOT NULL,
	"excluded_game_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"max_conversion" bigint,
	"bonus_code" text,
	"registration_days" integer,
	"linked_campaign_id" integer,
	"max_claims_per_player" integer DEFAULT 1 NOT NULL,
	"promotion_slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_campaigns_kind_valid" CHECK (kind in ('MANUAL', 'TRIGGERED', 'OPT_IN', 'LOYALTY')),
	CONSTRAINT "bonus_campaigns_status_valid" CHECK (status in ('ACTIVE', 'DRAFT', 'EXPIRED', 'CANCELED')),
	CONSTRAINT "bonus_campaigns_trigger_valid" CHECK (trigger_type is null or trigger_type in ('FIRST_DEPOSIT', 'NEXT_DEPOSIT', 'SECOND_DEPOSIT', 'THIRD_DEPOSIT', 'FOURTH_DEPOSIT', 'FIFTH_DEPOSIT', 'REGISTRATION_WITH_TIMEFRAME', 'CASHBACK_INSTANT', 'CASHBACK_DAILY', 'CASHBACK_WEEKLY', 'CASHBACK_WITH_TIMEFRAME', 'CASHBACK_SPECIFIC_DAY', 'LINKED_CAMPAIGN', 'CASHBACK_BOOSTER', 'MANUAL_BONUS_CODE', 'TOURNAMENT')),
	CONSTRAINT "bonus_campaigns_bonus_kind_valid" CHECK (bonus_kind in ('CASINO', 'FREE_BET', 'LIVE_CASINO', 'SPORTS', 'FREE_SPINS')),
	CONSTRAINT "bonus_campaigns_vertical_valid" CHECK (vertical in ('CASINO', 'LIVE_CASINO', 'SPORTS')),
	CONSTRAINT "bonus_campaigns_stickiness_valid" CHECK (stickiness in ('STICKY', 'NON_STICKY')),
	CONSTRAINT "bonus_campaigns_percentages" CHECK ("bonus_campaigns"."default_contribution" between 0 and 100 and coalesce("bonus_campaigns"."match_percent", 0) between 0 and 1000),
	CONSTRAINT "bonus_campaigns_wagering" CHECK ("bonus_campaigns"."wr_multiplier" between 0 and 100 and "bonus_campaigns"."valid_days" between 1 and 365),
	CONSTRAINT "bonus_campaigns_amounts" CHECK ("bonus_campaigns"."min_deposit" >= 0 and coalesce("bonus_campaigns"."max_bonus", 0) >= 0 and coalesce("bonus_campaigns"."fixed_amount", 0) >= 0
      and coalesce("bonus_campaigns"."max_bet", 0) >= 0 and coalesce("bonus_campaigns"."max_conversion", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_consents" (
	"player_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"agreed" boolean NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_consents_player_id_campaign_id_pk" PRIMARY KEY("player_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "bonus_wagers" (
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"assignment_id" bigint NOT NULL,
	"player_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"real_amount" bigint NOT NULL,
	"bonus_amount" bigint NOT NULL,
	"contribution" bigint DEFAULT 0 NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_wagers_provider_transaction_id_pk" PRIMARY KEY("provider","transaction_id"),
	CONSTRAINT "bonus_wagers_kind_valid" CHECK (kind in ('BET', 'WIN')),
	CONSTRAINT "bonus_wagers_amounts" CHECK ("bonus_wagers"."real_amount" >= 0 and "bonus_wagers"."bonus_amount" >= 0 and "bonus_wagers"."contribution" >= 0)
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "selected_bonus_id" integer;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "game_type" text;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD COLUMN "bonus_excluded" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_assignments" ADD CONSTRAINT "bonus_assignments_campaign_id_bonus_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("campaign_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_assignments" ADD CONSTRAINT "bonus_assignments_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_assignments" ADD CONSTRAINT "bonus_assignments_grant_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("grant_operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_consents" ADD CONSTRAINT "bonus_consents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_consents" ADD CONSTRAINT "bonus_consents_campaign_id_bonus_campaigns_campaign_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("campaign_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_wagers" ADD CONSTRAINT "bonus_wagers_assignment_id_bonus_assignments_assignment_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."bonus_assignments"("assignment_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_claim_number" ON "bonus_assignments" USING btree ("campaign_id","player_id","claim_number");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_one_open_per_campaign" ON "bonus_assignments" USING btree ("campaign_id","player_id") WHERE state in ('ELIGIBLE', 'ACTIVATED');--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_one_running_per_vertical" ON "bonus_assignments" USING btree ("player_id","vertical") WHERE state = 'ACTIVATED';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_deposit" ON "bonus_assignments" USING btree ("deposit_id");--> statement-breakpoint
CREATE INDEX "bonus_assignments_player" ON "bonus_assignments" USING btree ("player_id","assignment_id");--> statement-breakpoint
CREATE INDEX "bonus_assignments_running_expiry" ON "bonus_assignments" USING btree ("expires_at") WHERE state = 'ACTIVATED';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_slug" ON "bonus_campaigns" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaigns_bonus_code" ON "bonus_campaigns" USING btree ("bonus_code");--> statement-breakpoint
CREATE INDEX "bonus_wagers_round" ON "bonus_wagers" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "bonus_wagers_assignment" ON "bonus_wagers" USING btree ("assignment_id");
--> statement-breakpoint
-- Applies database functions as server/db/functions/<name>.sql read when this migration was made
-- (scripts/db-function-migration.ts; docs/architecture.md "Database functions"):
--   bonus_running_balance
--   seamless_bet
--   seamless_win
--   seamless_rollback
-- ledger_request_hash comes from 0013_jackpots_in_play; seamless_bet and seamless_win keep its signatures (the
-- jackpot parameters), with the bonus wallet merged in.

-- The bonus money a player may play with in one vertical: the vertical's BONUS account while a bonus of that vertical
-- runs (ACTIVATED, not past its expiry), else 0. The seamless answers add it to MAIN (docs/decisions.md "Bonus wallet").
-- Current definition; see "Database functions" in docs/architecture.md for how to change it.

CREATE OR REPLACE FUNCTION bonus_running_balance(p_player_id integer, p_currency text, p_vertical text) RETURNS bigint
LANGUAGE sql STABLE AS $$
  SELECT coalesce((
    SELECT a.balance FROM ledger_accounts a
     WHERE a.owner_type = 'PLAYER' AND a.owner_id = p_player_id AND a.currency = p_currency AND a.purpose = p_vertical
       AND EXISTS (SELECT 1 FROM bonus_assignments b
                    WHERE b.player_id = p_player_id AND b.vertical = p_vertical AND b.currency = p_currency
                      AND b.state = 'ACTIVATED' AND (b.expires_at IS NULL OR b.expires_at > now()))), 0)
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
