CREATE TABLE "ledger_accounts" (
	"account_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_accounts_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"purpose" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_type_valid" CHECK (owner_type in ('PLAYER', 'HOUSE', 'PAYMENT_CLEARING', 'GAME')),
	CONSTRAINT "ledger_accounts_purpose_valid" CHECK (purpose in ('MAIN', 'LOCKED', 'SPORTS', 'CASINO', 'LIVE_CASINO', 'HOUSE', 'CLEARING', 'GAME')),
	CONSTRAINT "ledger_accounts_currency_format" CHECK ("ledger_accounts"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "ledger_accounts_player_never_negative_allowed" CHECK ("ledger_accounts"."owner_type" <> 'PLAYER' or not "ledger_accounts"."allow_negative"),
	CONSTRAINT "ledger_accounts_balance_not_negative" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_balance_json_safe" CHECK (balance between -9007199254740991 and 9007199254740991)
);
--> statement-breakpoint
CREATE TABLE "ledger_operations" (
	"operation_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_operations_operation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"status" text NOT NULL,
	"player_id" integer,
	"currency" char(3) NOT NULL,
	"reverses_operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_operations_type_valid" CHECK (type in ('BET', 'BET_VOID', 'CASHOUT', 'CASHOUT_VOID', 'DEPOSIT', 'LOSS', 'WIN', 'WIN_VOID', 'WITHDRAW', 'DORMANT', 'REVERSAL', 'FORFEIT', 'CANCELED', 'REVERSAL_DP')),
	CONSTRAINT "ledger_operations_category_valid" CHECK (category in ('BONUS', 'CASINO', 'PAYMENT', 'SPORTS', 'VIRTUAL_SPORTS', 'LIVE_CASINO', 'ADJUSTMENT', 'DORMANT_ADJUSTMENT')),
	CONSTRAINT "ledger_operations_status_valid" CHECK (status in ('FAILED', 'PENDING', 'SUCCESS', 'REVERTED', 'WAITING_INPUT', 'COMPLETED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"posting_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_postings_posting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"operation_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_postings_amount_not_zero" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"pending_withdrawal_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawals_pending_withdrawal_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"resolution" text,
	"reserve_operation_id" bigint NOT NULL,
	"settle_operation_id" bigint,
	"resolved_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount" > 0),
	CONSTRAINT "withdrawals_status_valid" CHECK (status in ('PENDING', 'COMPLETED', 'CANCELLED')),
	CONSTRAINT "withdrawals_resolution_valid" CHECK (resolution is null or resolution in ('APPROVED', 'REJECTED', 'CANCELLED_BY_PLAYER')),
	CONSTRAINT "withdrawals_resolved_consistently" CHECK (("withdrawals"."status" = 'PENDING') = ("withdrawals"."resolution" is null))
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"deposit_id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposits_deposit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"payment_method" text NOT NULL,
	"provider" text NOT NULL,
	"provider_reference" text NOT NULL,
	"status" text DEFAULT 'WAITING_INPUT' NOT NULL,
	"operation_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount" > 0),
	CONSTRAINT "deposits_status_valid" CHECK (status in ('WAITING_INPUT', 'PENDING', 'SUCCESS', 'FAILED')),
	CONSTRAINT "deposits_payment_method_valid" CHECK (payment_method in ('CREDITCARD', 'EUTELLER', 'MUCHBETTER', 'NETELLER', 'PAYSAFECARD', 'RAPIDTRANSFER', 'SIRU', 'SKRILL', 'TRUSTLY')),
	CONSTRAINT "deposits_credited_when_successful" CHECK (("deposits"."status" = 'SUCCESS') = ("deposits"."operation_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "ledger_operations" ADD CONSTRAINT "ledger_operations_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_operations" ADD CONSTRAINT "ledger_operations_reverses_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("reverses_operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_postings" ADD CONSTRAINT "ledger_postings_account_id_ledger_accounts_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("account_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_reserve_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("reserve_operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_settle_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("settle_operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_currency_purpose" ON "ledger_accounts" USING btree ("owner_type","owner_id","currency","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_operations_idempotency_key" ON "ledger_operations" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_operations_reverses" ON "ledger_operations" USING btree ("reverses_operation_id");--> statement-breakpoint
CREATE INDEX "ledger_operations_player" ON "ledger_operations" USING btree ("player_id","operation_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account" ON "ledger_postings" USING btree ("account_id","posting_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_operation" ON "ledger_postings" USING btree ("operation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_reserve_operation" ON "withdrawals" USING btree ("reserve_operation_id");--> statement-breakpoint
CREATE INDEX "withdrawals_player_status" ON "withdrawals" USING btree ("player_id","status");--> statement-breakpoint
CREATE INDEX "withdrawals_status" ON "withdrawals" USING btree ("status","pending_withdrawal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_reference" ON "deposits" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "deposits_player" ON "deposits" USING btree ("player_id","deposit_id");