CREATE TABLE "identity_link_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"school_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_link_tickets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "identity_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"school_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"linked_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_signed_in_at" timestamp with time zone,
	CONSTRAINT "identity_links_school_issuer_subject_unique" UNIQUE("school_id","issuer","subject"),
	CONSTRAINT "identity_links_profile_issuer_unique" UNIQUE("profile_id","issuer")
);
--> statement-breakpoint
CREATE TABLE "oidc_sign_in_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"browser_hash" text NOT NULL,
	"provider" text NOT NULL,
	"school_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"class_id" uuid,
	"link_ticket_id" uuid,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "oidc_sign_in_attempts_state_hash_unique" UNIQUE("state_hash"),
	CONSTRAINT "oidc_sign_in_attempts_purpose" CHECK ("oidc_sign_in_attempts"."purpose" in ('sign-in', 'join', 'link'))
);
--> statement-breakpoint
CREATE TABLE "provider_refresh_tokens" (
	"profile_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"sealed" "bytea" NOT NULL,
	"scopes" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_refresh_tokens_profile_id_provider_pk" PRIMARY KEY("profile_id","provider")
);
--> statement-breakpoint
CREATE TABLE "school_sign_in_providers" (
	"school_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"allowed_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_tenants" text[] DEFAULT '{}'::text[] NOT NULL,
	"students_allowed" boolean DEFAULT true NOT NULL,
	"self_registration" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_sign_in_providers_school_id_provider_pk" PRIMARY KEY("school_id","provider"),
	CONSTRAINT "school_sign_in_providers_provider" CHECK ("school_sign_in_providers"."provider" in ('google', 'microsoft', 'clever'))
);
--> statement-breakpoint
ALTER TABLE "identity_link_tickets" ADD CONSTRAINT "identity_link_tickets_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_link_tickets" ADD CONSTRAINT "identity_link_tickets_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_link_tickets" ADD CONSTRAINT "identity_link_tickets_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_links" ADD CONSTRAINT "identity_links_linked_by_user_id_users_id_fk" FOREIGN KEY ("linked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_sign_in_attempts" ADD CONSTRAINT "oidc_sign_in_attempts_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "oidc_sign_in_attempts" ADD CONSTRAINT "oidc_sign_in_attempts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_refresh_tokens" ADD CONSTRAINT "provider_refresh_tokens_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_sign_in_providers" ADD CONSTRAINT "school_sign_in_providers_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_link_tickets_profile_id_idx" ON "identity_link_tickets" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "oidc_sign_in_attempts_expires_at_idx" ON "oidc_sign_in_attempts" USING btree ("expires_at");