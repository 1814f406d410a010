ALTER TYPE "public"."one_time_token_kind" ADD VALUE 'email_change';--> statement-breakpoint
ALTER TYPE "public"."one_time_token_kind" ADD VALUE 'staff_invite';--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject_id" uuid,
	"subject_name" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"host" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "known_devices_token_hash_format" CHECK ("known_devices"."token_hash" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "detail" jsonb;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "self_registration" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "join_open_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "picture_password_second" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sign_in_locks" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "unlock_required_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_school_id_at_idx" ON "audit_events" USING btree ("school_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_subject_id_idx" ON "audit_events" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "known_devices_user_id_idx" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "known_devices_last_used_at_idx" ON "known_devices" USING btree ("last_used_at");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_picture_password_second_range" CHECK ("profiles"."picture_password_second" between 0 and 11);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_pending_email_lower_case" CHECK ("users"."pending_email" = lower("users"."pending_email"));