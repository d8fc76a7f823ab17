CREATE TABLE "player_limits" (
	"player_id" integer NOT NULL,
	"limit_type" text NOT NULL,
	"period" char(1) NOT NULL,
	"value" bigint,
	"pending_value" bigint,
	"pending_date" timestamp with time zone,
	"locked" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_limits_player_id_limit_type_period_pk" PRIMARY KEY("player_id","limit_type","period"),
	CONSTRAINT "player_limits_type_valid" CHECK (limit_type in ('deposit', 'loss')),
	CONSTRAINT "player_limits_period_valid" CHECK (period in ('D', 'W', 'M')),
	CONSTRAINT "player_limits_value_positive" CHECK ("player_limits"."value" is null or "player_limits"."value" > 0),
	CONSTRAINT "player_limits_pending_value_positive" CHECK ("player_limits"."pending_value" is null or "player_limits"."pending_value" > 0),
	CONSTRAINT "player_limits_pending_has_date" CHECK ("player_limits"."pending_value" is null or "player_limits"."pending_date" is not null),
	CONSTRAINT "player_limits_value_has_start" CHECK ("player_limits"."value" is null or "player_limits"."started_at" is not null)
);
--> statement-breakpoint
ALTER TABLE "player_limits" ADD CONSTRAINT "player_limits_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_operations_player_created" ON "ledger_operations" USING btree ("player_id","created_at");