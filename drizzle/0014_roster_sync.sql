CREATE TABLE "roster_links" (
	"school_id" uuid NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"sourced_id" text NOT NULL,
	"profile_id" uuid,
	"class_id" uuid,
	"email" text,
	"fingerprint" text NOT NULL,
	"created" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_links_pk" PRIMARY KEY("school_id","source","kind","sourced_id"),
	CONSTRAINT "roster_links_kind" CHECK ("roster_links"."kind" in ('student', 'teacher', 'class')),
	CONSTRAINT "roster_links_target" CHECK (("roster_links"."kind" = 'class' and "roster_links"."class_id" is not null and "roster_links"."profile_id" is null) or ("roster_links"."kind" <> 'class' and "roster_links"."profile_id" is not null and "roster_links"."class_id" is null))
);
--> statement-breakpoint
CREATE TABLE "roster_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"owner_profile_id" uuid,
	"base_url" text,
	"token_url" text,
	"client_id" text,
	"client_secret_encrypted" text,
	"daily" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roster_sources_kind" CHECK ("roster_sources"."kind" in ('oneroster_rest', 'google_classroom', 'clever'))
);
--> statement-breakpoint
CREATE TABLE "roster_sync_records" (
	"sync_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sourced_id" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"first_name" text,
	"last_name" text,
	"email" text,
	"username" text,
	"grade" smallint,
	"title" text,
	"class_sourced_id" text,
	"user_sourced_id" text,
	"role" text,
	"fingerprint" text NOT NULL,
	CONSTRAINT "roster_sync_records_pk" PRIMARY KEY("sync_id","kind","sourced_id")
);
--> statement-breakpoint
CREATE TABLE "roster_syncs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"source_id" uuid,
	"source" text NOT NULL,
	"mode" text DEFAULT 'bulk' NOT NULL,
	"status" text DEFAULT 'preview' NOT NULL,
	"started_by_profile_id" uuid,
	"trigger" text DEFAULT 'admin' NOT NULL,
	"file_name" text,
	"file_sha256" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"plan" jsonb,
	"result" jsonb,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"archive_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "roster_syncs_source" CHECK ("roster_syncs"."source" in ('oneroster_csv', 'oneroster_rest', 'google_classroom', 'clever')),
	CONSTRAINT "roster_syncs_mode" CHECK ("roster_syncs"."mode" in ('bulk', 'delta')),
	CONSTRAINT "roster_syncs_status" CHECK ("roster_syncs"."status" in ('staging', 'preview', 'needs_approval', 'queued', 'running', 'completed', 'failed', 'cancelled')),
	CONSTRAINT "roster_syncs_trigger" CHECK ("roster_syncs"."trigger" in ('admin', 'teacher', 'schedule'))
);
--> statement-breakpoint
ALTER TABLE "roster_links" ADD CONSTRAINT "roster_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_links" ADD CONSTRAINT "roster_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_links" ADD CONSTRAINT "roster_links_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_sources" ADD CONSTRAINT "roster_sources_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_sources" ADD CONSTRAINT "roster_sources_owner_profile_id_profiles_id_fk" FOREIGN KEY ("owner_profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_sync_records" ADD CONSTRAINT "roster_sync_records_sync_id_roster_syncs_id_fk" FOREIGN KEY ("sync_id") REFERENCES "public"."roster_syncs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_syncs" ADD CONSTRAINT "roster_syncs_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_syncs" ADD CONSTRAINT "roster_syncs_source_id_roster_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."roster_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_syncs" ADD CONSTRAINT "roster_syncs_started_by_profile_id_profiles_id_fk" FOREIGN KEY ("started_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_links_profile_id_idx" ON "roster_links" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "roster_links_class_id_idx" ON "roster_links" USING btree ("class_id");--> statement-breakpoint
CREATE INDEX "roster_links_school_email_idx" ON "roster_links" USING btree ("school_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_sources_school_kind_unique" ON "roster_sources" USING btree ("school_id","kind") WHERE "roster_sources"."owner_profile_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_sources_owner_kind_unique" ON "roster_sources" USING btree ("owner_profile_id","kind") WHERE "roster_sources"."owner_profile_id" is not null;--> statement-breakpoint
CREATE INDEX "roster_syncs_school_created_idx" ON "roster_syncs" USING btree ("school_id","created_at");