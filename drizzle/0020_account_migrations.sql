CREATE TABLE "account_migrations" (
	"migration_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_id" integer NOT NULL,
	"from_market" text NOT NULL,
	"from_country" text NOT NULL,
	"from_province" text,
	"to_market" text NOT NULL,
	"to_province" text,
	"status" text DEFAULT 'REQUESTED' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	CONSTRAINT "account_migrations_status_valid" CHECK (status in ('REQUESTED', 'IN_REVIEW', 'COMPLETED', 'REJECTED')),
	CONSTRAINT "account_migrations_decided" CHECK ((status in ('COMPLETED', 'REJECTED')) = (decided_at is not null and decided_by is not null))
);
--> statement-breakpoint
ALTER TABLE "account_migrations" ADD CONSTRAINT "account_migrations_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_migrations_one_open" ON "account_migrations" USING btree ("player_id") WHERE status in ('REQUESTED', 'IN_REVIEW');--> statement-breakpoint
CREATE INDEX "account_migrations_player" ON "account_migrations" USING btree ("player_id","requested_at");
