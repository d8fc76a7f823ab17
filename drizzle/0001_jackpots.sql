CREATE TABLE "jackpots" (
	"game_id" text NOT NULL,
	"currency" char(3) NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jackpots_game_id_currency_pk" PRIMARY KEY("game_id","currency"),
	CONSTRAINT "jackpots_amount_non_negative" CHECK ("jackpots"."amount" >= 0)
);
