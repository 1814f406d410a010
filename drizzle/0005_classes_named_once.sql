ALTER TABLE "group_cards" RENAME TO "class_cards";
--> statement-breakpoint
ALTER TABLE "class_cards" RENAME COLUMN "group_id" TO "class_id";
--> statement-breakpoint
ALTER TABLE "class_cards" RENAME CONSTRAINT "group_cards_pk" TO "class_cards_pk";
--> statement-breakpoint
ALTER TABLE "class_cards" RENAME CONSTRAINT "group_cards_group_id_groups_id_fk" TO "class_cards_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "class_cards" RENAME CONSTRAINT "group_cards_card_id_cards_id_fk" TO "class_cards_card_id_cards_id_fk";
--> statement-breakpoint
ALTER INDEX "group_cards_card_id_idx" RENAME TO "class_cards_card_id_idx";
--> statement-breakpoint
ALTER TABLE "group_item_settings" RENAME TO "class_item_settings";
--> statement-breakpoint
ALTER TABLE "class_item_settings" RENAME COLUMN "group_id" TO "class_id";
--> statement-breakpoint
ALTER TABLE "class_item_settings" RENAME CONSTRAINT "group_item_settings_pk" TO "class_item_settings_pk";
--> statement-breakpoint
ALTER TABLE "class_item_settings" RENAME CONSTRAINT "group_item_settings_group_id_groups_id_fk" TO "class_item_settings_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "class_item_settings" RENAME CONSTRAINT "group_item_settings_card_section_item_id_card_section_items_id_fk" TO "class_item_settings_card_section_item_id_card_section_items_id_fk";
--> statement-breakpoint
ALTER TABLE "group_members" RENAME TO "class_members";
--> statement-breakpoint
ALTER TABLE "class_members" RENAME COLUMN "group_id" TO "class_id";
--> statement-breakpoint
ALTER TABLE "class_members" RENAME CONSTRAINT "group_members_pk" TO "class_members_pk";
--> statement-breakpoint
ALTER TABLE "class_members" RENAME CONSTRAINT "group_members_group_id_groups_id_fk" TO "class_members_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "class_members" RENAME CONSTRAINT "group_members_profile_id_profiles_id_fk" TO "class_members_profile_id_profiles_id_fk";
--> statement-breakpoint
ALTER INDEX "group_members_profile_id_idx" RENAME TO "class_members_profile_id_idx";
--> statement-breakpoint
ALTER TABLE "group_teachers" RENAME TO "class_teachers";
--> statement-breakpoint
ALTER TABLE "class_teachers" RENAME COLUMN "group_id" TO "class_id";
--> statement-breakpoint
ALTER TABLE "class_teachers" RENAME CONSTRAINT "group_teachers_pk" TO "class_teachers_pk";
--> statement-breakpoint
ALTER TABLE "class_teachers" RENAME CONSTRAINT "group_teachers_group_id_groups_id_fk" TO "class_teachers_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "class_teachers" RENAME CONSTRAINT "group_teachers_profile_id_profiles_id_fk" TO "class_teachers_profile_id_profiles_id_fk";
--> statement-breakpoint
ALTER INDEX "group_teachers_profile_id_idx" RENAME TO "class_teachers_profile_id_idx";
--> statement-breakpoint
ALTER TABLE "groups" RENAME TO "classes";
--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "groups_school_id_schools_id_fk" TO "classes_school_id_schools_id_fk";
--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "groups_join_code_format" TO "classes_join_code_format";
--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "groups_name_length" TO "classes_name_length";
--> statement-breakpoint
ALTER TABLE "classes" RENAME CONSTRAINT "groups_grade_range" TO "classes_grade_range";
--> statement-breakpoint
ALTER INDEX "groups_school_id_idx" RENAME TO "classes_school_id_idx";
--> statement-breakpoint
ALTER INDEX "groups_join_code_active_unique" RENAME TO "classes_join_code_active_unique";
--> statement-breakpoint
ALTER TABLE "progress_dashboards" RENAME COLUMN "group_id" TO "class_id";
--> statement-breakpoint
ALTER TABLE "progress_dashboards" RENAME CONSTRAINT "progress_dashboards_group_id_groups_id_fk" TO "progress_dashboards_class_id_classes_id_fk";
--> statement-breakpoint
ALTER TABLE "progress_dashboards" RENAME CONSTRAINT "progress_dashboards_group_card_unique" TO "progress_dashboards_class_card_unique";
--> statement-breakpoint
UPDATE "activity" SET "subject" = ("subject" - 'groupId' - 'groupName')
  || jsonb_strip_nulls(jsonb_build_object('classId', "subject"->'groupId', 'className', "subject"->'groupName'))
  WHERE "subject" ?| array['groupId', 'groupName'];
--> statement-breakpoint
UPDATE "jobs" SET "payload" = ("payload" - 'groupId') || jsonb_build_object('classId', "payload"->'groupId')
  WHERE "payload" ? 'groupId';
