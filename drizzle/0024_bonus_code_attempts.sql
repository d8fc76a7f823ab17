CREATE TABLE "bonus_code_attempts" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_code_attempts_failures_non_negative" CHECK ("bonus_code_attempts"."failures" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_code_attempts" ADD CONSTRAINT "bonus_code_attempts_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;
