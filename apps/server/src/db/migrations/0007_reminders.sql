CREATE TABLE "notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"round" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"deliver_after" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_deliveries_status_check" CHECK ("notification_deliveries"."status" in ('pending', 'sending', 'sent', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pet_id" uuid,
	"occurrence_id" uuid,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_occurrences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reminder_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"pet_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"snoozed_until" timestamp with time zone,
	"round" smallint DEFAULT 1 NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_occurrences_status_check" CHECK ("reminder_occurrences"."status" in ('due', 'done', 'skipped', 'missed'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_hours_start" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "quiet_hours_end" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_muted_categories" text[] DEFAULT ARRAY[]::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "repeat_interval" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "end_kind" text DEFAULT 'never' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "end_after_count" integer;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "next_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "source_kind" text;--> statement-breakpoint
ALTER TABLE "reminders" ADD COLUMN "source_id" uuid;--> statement-breakpoint
-- Reminders saved by onboarding before reminders fired: their rule starts on the owner's date of
-- the first occurrence, and the first occurrence is the next one due (if it has passed, the
-- dispatcher records it as missed and moves on, so nothing saved is lost).
WITH owner_zone AS (
	SELECT u.id, CASE WHEN u.timezone IN (SELECT name FROM pg_timezone_names) THEN u.timezone ELSE 'UTC' END AS zone
	FROM "users" u
)
UPDATE "reminders" r SET
	"start_date" = (r."reminder_date" AT TIME ZONE z.zone)::date,
	"preferred_times" = CASE WHEN cardinality(r."preferred_times") = 0
		THEN ARRAY[to_char(r."reminder_date" AT TIME ZONE z.zone, 'HH24:MI')] ELSE r."preferred_times" END,
	"repeat_frequency" = CASE
		WHEN r."repeat_frequency" = 'daily' AND cardinality(r."preferred_times") > 1 THEN 'times_per_day'
		ELSE coalesce(r."repeat_frequency", 'once') END,
	"next_due_at" = CASE WHEN r."completed_at" IS NULL THEN r."reminder_date" END
FROM owner_zone z WHERE z.id = r."user_id";--> statement-breakpoint
ALTER TABLE "reminders" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_deliveries" ADD CONSTRAINT "notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_occurrence_id_reminder_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."reminder_occurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ADD CONSTRAINT "reminder_occurrences_reminder_id_reminders_id_fk" FOREIGN KEY ("reminder_id") REFERENCES "public"."reminders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ADD CONSTRAINT "reminder_occurrences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ADD CONSTRAINT "reminder_occurrences_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_occurrences" ADD CONSTRAINT "reminder_occurrences_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_deliveries_uq" ON "notification_deliveries" USING btree ("notification_id","channel","round");--> statement-breakpoint
CREATE INDEX "notification_deliveries_pending_idx" ON "notification_deliveries" USING btree ("deliver_after") WHERE "notification_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_occurrence_user_uq" ON "notifications" USING btree ("occurrence_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_occurrences_reminder_due_uq" ON "reminder_occurrences" USING btree ("reminder_id","due_at");--> statement-breakpoint
CREATE INDEX "reminder_occurrences_user_status_idx" ON "reminder_occurrences" USING btree ("user_id","status","due_at");--> statement-breakpoint
CREATE INDEX "reminder_occurrences_snoozed_idx" ON "reminder_occurrences" USING btree ("snoozed_until") WHERE "reminder_occurrences"."snoozed_until" is not null;--> statement-breakpoint
CREATE INDEX "reminders_next_due_idx" ON "reminders" USING btree ("next_due_at") WHERE "reminders"."next_due_at" is not null and not "reminders"."paused";--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_source_uq" ON "reminders" USING btree ("source_kind","source_id");--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_end_kind_check" CHECK ("reminders"."end_kind" in ('never', 'on_date', 'after_count'));--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_interval_check" CHECK ("reminders"."repeat_interval" between 1 and 52);--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_end_count_check" CHECK ("reminders"."end_after_count" is null or "reminders"."end_after_count" between 1 and 1000);