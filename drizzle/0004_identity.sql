CREATE TABLE "login_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"player_access_id" text NOT NULL,
	"login_date" timestamp with time zone DEFAULT now() NOT NULL,
	"login_ip" text,
	"login_country" text,
	"real_ip_address" text,
	"real_country_code" text
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_sessions" (
	"player_access_id" text PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"login_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" integer,
	"purpose" text NOT NULL,
	"destination" text,
	"code_hash" text NOT NULL,
	"pin_code_status" text DEFAULT 'UNINITIALIZE' NOT NULL,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"reset_key_hash" text,
	"reset_key_expires_at" timestamp with time zone,
	"reset_key_used_at" timestamp with time zone,
	CONSTRAINT "verification_codes_purpose_valid" CHECK (purpose in ('REGISTRATION_SMS', 'REGISTRATION_EMAIL', 'PASSWORD_RESET_SMS', 'PASSWORD_RESET_EMAIL')),
	CONSTRAINT "verification_codes_pin_status_valid" CHECK (pin_code_status in ('UNINITIALIZE', 'SUCESS_SEND', 'FAIL_SEND', 'SUCCESS_VERIFY', 'FAIL_VERIFY'))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "signup_bonus_code" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "cpf" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "site_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "request_document_type_status" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "loyalty_level" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "limit_level" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "first_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "first_deposit_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "last_activity_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "multibrand_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "timeout_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "exclusion_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "mobile_phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "profile_completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "registration_token_hash" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "registration_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_history" ADD CONSTRAINT "login_history_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_sessions" ADD CONSTRAINT "player_sessions_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_history_player_date_idx" ON "login_history" USING btree ("player_id","login_date");--> statement-breakpoint
CREATE INDEX "outbox_messages_recipient_idx" ON "outbox_messages" USING btree ("recipient","created_at");--> statement-breakpoint
CREATE INDEX "player_sessions_player_id_idx" ON "player_sessions" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "verification_codes_player_purpose_idx" ON "verification_codes" USING btree ("player_id","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_reset_key_idx" ON "verification_codes" USING btree ("reset_key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "players_cpf_unique" ON "players" USING btree ("cpf") WHERE "players"."cpf" is not null;