CREATE TABLE "player_activity_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_activity_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"event" text NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_activity_log_event_valid" CHECK (event in ('REALITY_CHECK_SETTINGS_CHANGED', 'REALITY_CHECK_CONTINUED', 'REALITY_CHECK_TIMER_RESET', 'REALITY_CHECK_LOGOUT'))
);
--> statement-breakpoint
CREATE TABLE "player_activity_timers" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"settings" text DEFAULT 'TWO_HOURS' NOT NULL,
	"reset_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_activity_timers_settings_valid" CHECK (settings in ('HALF_AN_HOUR', 'HOUR', 'TWO_HOURS', 'NOT_SET'))
);
--> statement-breakpoint
ALTER TABLE "player_activity_log" ADD CONSTRAINT "player_activity_log_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_activity_timers" ADD CONSTRAINT "player_activity_timers_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_activity_log_player_idx" ON "player_activity_log" USING btree ("player_id","id");