ALTER TABLE "profiles" DROP CONSTRAINT "profiles_failed_login_count_non_negative";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "family_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "proof_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pending_verification" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "sessions_family_id_idx" ON "sessions" USING btree ("family_id");--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "failed_login_count";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_proof_hash_format" CHECK ("one_time_tokens"."proof_hash" ~ '^[0-9a-f]{64}$');