ALTER TABLE "players" ADD COLUMN "provider_tokens_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "provider_code_ciphertext" text;