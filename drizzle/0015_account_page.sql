CREATE TABLE "marketing_preferences" (
	"player_id" integer NOT NULL,
	"name" text NOT NULL,
	"subscribed" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_preferences_player_id_name_pk" PRIMARY KEY("player_id","name"),
	CONSTRAINT "marketing_preferences_name_valid" CHECK (name in ('EMAIL', 'SMS', 'MAIL', 'PHONE', 'PUSH_NOTIFICATION', 'BONUS_OFFER', 'NEWSLETTER', 'CASINO', 'RESPONSIBLE_GAMING'))
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_valid";--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "pending_mobile_phone" jsonb;--> statement-breakpoint
ALTER TABLE "marketing_preferences" ADD CONSTRAINT "marketing_preferences_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_valid" CHECK (purpose in ('REGISTRATION_SMS', 'REGISTRATION_EMAIL', 'PASSWORD_RESET_SMS', 'PASSWORD_RESET_EMAIL', 'PHONE_CHANGE_SMS'));