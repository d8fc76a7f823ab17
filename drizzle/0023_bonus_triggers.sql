-- Issue 23 (remaining items): registration and linked-campaign triggers write ELIGIBLE assignments, and campaigns may
-- require the player's consent to their terms before a claim (docs/decisions.md "Bonus triggers and consent").
ALTER TABLE "bonus_campaigns" ADD COLUMN "requires_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_linked_campaign_id_fk" FOREIGN KEY ("linked_campaign_id") REFERENCES "public"."bonus_campaigns"("campaign_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_not_linked_to_itself" CHECK ("bonus_campaigns"."linked_campaign_id" is null or "bonus_campaigns"."linked_campaign_id" <> "bonus_campaigns"."campaign_id");--> statement-breakpoint
ALTER TABLE "bonus_assignments" ADD COLUMN "offered_by" text;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_assignments_offered_by" ON "bonus_assignments" USING btree ("campaign_id","player_id","offered_by") WHERE offered_by is not null;
