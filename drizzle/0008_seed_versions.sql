ALTER TABLE "lesson_versions" ADD COLUMN "from_seed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now only the seed wrote versions without a publisher.
UPDATE "lesson_versions" SET "from_seed" = true WHERE "published_by" IS NULL;
