CREATE TABLE "favourite_games" (
	"player_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"lobby_page_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_games_player_id_lobby_page_type_game_id_pk" PRIMARY KEY("player_id","lobby_page_type","game_id"),
	CONSTRAINT "favourite_games_lobby_page_type_valid" CHECK (lobby_page_type in ('casino', 'liveCasino'))
);
--> statement-breakpoint
CREATE TABLE "recent_games" (
	"player_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"lobby_page_type" text NOT NULL,
	"played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recent_games_player_id_lobby_page_type_game_id_pk" PRIMARY KEY("player_id","lobby_page_type","game_id"),
	CONSTRAINT "recent_games_lobby_page_type_valid" CHECK (lobby_page_type in ('casino', 'liveCasino'))
);
--> statement-breakpoint
ALTER TABLE "favourite_games" ADD CONSTRAINT "favourite_games_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recent_games" ADD CONSTRAINT "recent_games_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_games_newest" ON "favourite_games" USING btree ("player_id","lobby_page_type","created_at");--> statement-breakpoint
CREATE INDEX "recent_games_newest" ON "recent_games" USING btree ("player_id","lobby_page_type","played_at");