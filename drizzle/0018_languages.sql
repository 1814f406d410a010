ALTER TABLE "schools" ADD COLUMN "default_locale" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "schools" ADD CONSTRAINT "schools_default_locale_known" CHECK ("schools"."default_locale" in ('en', 'es', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_locale_known" CHECK ("users"."locale" in ('en', 'es', 'ar'));