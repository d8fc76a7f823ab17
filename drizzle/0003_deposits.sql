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
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_player_id_players_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("player_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_operation_id_ledger_operations_operation_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."ledger_operations"("operation_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_provider_reference" ON "deposits" USING btree ("provider","provider_reference");--> statement-breakpoint
CREATE INDEX "deposits_player" ON "deposits" USING btree ("player_id","deposit_id");