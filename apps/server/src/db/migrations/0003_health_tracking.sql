CREATE TABLE "breathing_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"alert_threshold" smallint DEFAULT 30 NOT NULL,
	"default_duration_seconds" smallint DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breathing_settings_pet_id_unique" UNIQUE("pet_id"),
	CONSTRAINT "breathing_settings_threshold_check" CHECK ("breathing_settings"."alert_threshold" between 10 and 100),
	CONSTRAINT "breathing_settings_duration_check" CHECK ("breathing_settings"."default_duration_seconds" in (15, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "medication_doses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"medication_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	"given_by" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parasite_treatments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"recorded_by" uuid,
	"brand_id" uuid,
	"user_brand_id" uuid,
	"product_name" text NOT NULL,
	"treatment_type" text NOT NULL,
	"variant" text,
	"frequency" text NOT NULL,
	"given_on" date NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parasite_treatments_frequency_check" CHECK ("parasite_treatments"."frequency" in ('monthly', 'every_2_months', 'every_3_months', 'every_6_months', 'annual')),
	CONSTRAINT "parasite_treatments_type_check" CHECK ("parasite_treatments"."treatment_type" in ('flea_tick', 'heartworm', 'dewormer', 'ear_mites', 'combo'))
);
--> statement-breakpoint
ALTER TABLE "medications" ADD COLUMN "schedule_frequency" text;--> statement-breakpoint
ALTER TABLE "medications" ADD COLUMN "schedule_interval_hours" smallint;--> statement-breakpoint
ALTER TABLE "breathing_settings" ADD CONSTRAINT "breathing_settings_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_medication_id_medications_id_fk" FOREIGN KEY ("medication_id") REFERENCES "public"."medications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medication_doses" ADD CONSTRAINT "medication_doses_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parasite_treatments" ADD CONSTRAINT "parasite_treatments_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parasite_treatments" ADD CONSTRAINT "parasite_treatments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parasite_treatments" ADD CONSTRAINT "parasite_treatments_brand_id_treatment_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."treatment_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parasite_treatments" ADD CONSTRAINT "parasite_treatments_user_brand_id_user_treatment_brands_id_fk" FOREIGN KEY ("user_brand_id") REFERENCES "public"."user_treatment_brands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medication_doses_medication_given_idx" ON "medication_doses" USING btree ("medication_id","given_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "medication_doses_pet_given_idx" ON "medication_doses" USING btree ("pet_id","given_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parasite_treatments_pet_given_idx" ON "parasite_treatments" USING btree ("pet_id","given_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "parasite_treatments_user_brand_idx" ON "parasite_treatments" USING btree ("user_brand_id");--> statement-breakpoint
CREATE INDEX "symptom_logs_pet_logged_idx" ON "symptom_logs" USING btree ("pet_id","logged_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_schedule_frequency_check" CHECK ("medications"."schedule_frequency" is null or "medications"."schedule_frequency" in ('once_daily', 'twice_daily', 'three_times_daily', 'every_other_day', 'weekly', 'as_needed'));--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_schedule_interval_check" CHECK ("medications"."schedule_interval_hours" is null or ("medications"."schedule_interval_hours" between 1 and 720 and "medications"."schedule_frequency" is null));