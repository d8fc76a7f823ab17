CREATE TABLE "game_rounds" (
	"game_round_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_rounds_game_round_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"round_id" text NOT NULL,
	"player_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"game_id" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_rounds_status_valid" CHECK (status in ('OPEN', 'CLOSED')),
	CONSTRAINT "game_rounds_closed_consistently" CHECK (("game_rounds"."status" = 'CLOSED') = ("game_rounds"."closed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "game_sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" integer NOT NULL,
	"provider" text NOT NULL,
	"game_id" text NOT NULL,
	"vertical" text NOT NULL,
	"currency" char(3) NOT NULL,
	"channel" text NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "game_sessions_vertical_valid" CHECK (vertical in ('CASINO', 'LIVE_CASINO')),
	CONSTRAINT "game_sessions_channel_valid" CHECK (channel in ('desktop', 'mobile')),
	CONSTRAINT "game_sessions_currency_format" CHECK ("game_sessions"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"game_transaction_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_transactions_game_transaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text,
	"player_id" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"round_id" text NOT NULL,
	"game_id" text,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"operation_id" bigint,
	"original_transaction_id" text,
	"rolled_back_at" timestamp with time zone,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_kind_valid" CHECK (kind in ('BET', 'WIN', 'ROLLBACK', 'TOMBSTONE')),
	CONSTRAINT "game_transactions_amount_non_negative" CHECK ("game_transactions"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_rounds" ADD CONSTRAINT "game_rounds_session_id_game_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_sessions" ADD CONSTRAINT "game_sessions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_session_id_game_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."game_sessions"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_rounds_provider_round" ON "game_rounds" USING btree ("provider","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "game_sessions_token_hash" ON "game_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "game_sessions_player" ON "game_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_provider_transaction" ON "game_transactions" USING btree ("provider","transaction_id");--> statement-breakpoint
CREATE INDEX "game_transactions_round" ON "game_transactions" USING btree ("provider","round_id");--> statement-breakpoint
CREATE INDEX "game_transactions_player" ON "game_transactions" USING btree ("player_id","game_transaction_id");