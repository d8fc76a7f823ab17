CREATE TABLE "players" (
	"player_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_player_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"mobile_phone_prefix" text,
	"mobile_phone_number" text,
	"country_code" char(2) NOT NULL,
	"province_code" text,
	"language_code" text NOT NULL,
	"currency_code" char(3) NOT NULL,
	"status" text DEFAULT 'REGISTERED' NOT NULL,
	"kyc_status" text DEFAULT 'NOT_VERIFIED' NOT NULL,
	"payout" boolean DEFAULT false NOT NULL,
	"casino" boolean DEFAULT true NOT NULL,
	"live_casino" boolean DEFAULT true NOT NULL,
	"sports" boolean DEFAULT true NOT NULL,
	"virtual_sports" boolean DEFAULT true NOT NULL,
	"bonuses" boolean DEFAULT true NOT NULL,
	"deposit" boolean DEFAULT true NOT NULL,
	"withdrawal" boolean DEFAULT true NOT NULL,
	"terms_and_conditions_accepted_version" integer,
	"aff_id" text,
	"appsflyer_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_email_lower_case" CHECK ("players"."email" = lower("players"."email")),
	CONSTRAINT "players_status_valid" CHECK (status in ('CLOSED', 'ACCOUNT_UNVERIFIED', 'PRE_REGISTERED', 'REGISTERED', 'BLACKLISTED', 'RESTRICTED', 'PAYOUT', 'TIMEOUT', 'SELF_EXCLUDED')),
	CONSTRAINT "players_kyc_status_valid" CHECK (kyc_status in ('NOT_VERIFIED', 'DATA_VERIFIED', 'PENDING', 'FULLY VERIFIED', 'ENHANCED KYC', 'EDD_PENDING', 'EDD_UNDER_REVIEW', 'ENHANCED', 'RESTRICTED', 'SUSPENDED', 'PENDING_EXPIRED', 'NOT_REQUIRED')),
	CONSTRAINT "players_country_code_format" CHECK ("players"."country_code" ~ '^[A-Z]{2}$'),
	CONSTRAINT "players_currency_code_format" CHECK ("players"."currency_code" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "cookie_consents" (
	"consent_id" uuid PRIMARY KEY NOT NULL,
	"player_id" integer,
	"essentials" boolean DEFAULT true NOT NULL,
	"performance_functional" boolean NOT NULL,
	"marketing" boolean NOT NULL,
	"accepted" boolean NOT NULL,
	"version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_consents_essentials_true" CHECK ("cookie_consents"."essentials"),
	CONSTRAINT "cookie_consents_version_positive" CHECK ("cookie_consents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_unique" ON "players" USING btree ("email");--> statement-breakpoint
CREATE INDEX "cookie_consents_player_id_idx" ON "cookie_consents" USING btree ("player_id");