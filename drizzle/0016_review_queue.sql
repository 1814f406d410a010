ALTER TABLE "lesson_reviews" ADD COLUMN "rubric" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_reviews" ADD COLUMN "fixed_at" timestamp with time zone;