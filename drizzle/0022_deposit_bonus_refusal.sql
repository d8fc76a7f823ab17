-- Why the deposit bonus the player selected was not credited when the deposit settled (an error code such as
-- error.bonus.active.already.exists); null when it was credited or none was selected. The deposit result page reads it.
ALTER TABLE "deposits" ADD COLUMN "bonus_refusal" text;
