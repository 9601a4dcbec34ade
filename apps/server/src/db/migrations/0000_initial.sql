CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	"impersonated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"full_name" text NOT NULL,
	"image" text,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"preferred_name" text,
	"onboarding_completed" boolean DEFAULT false NOT NULL,
	"preferred_notification_methods" text[] DEFAULT ARRAY['email']::text[] NOT NULL,
	"country" text,
	"currency" text,
	"unit_system" text,
	"timezone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "care_team" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"role" text NOT NULL,
	"name" text,
	"clinic" text,
	"phone_number" text,
	"email" text,
	"street" text,
	"street_number" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"full_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "care_team_role_check" CHECK ("care_team"."role" in ('Primary Veterinarian', 'Emergency Contact'))
);
--> statement-breakpoint
CREATE TABLE "pet_behavior" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"temperament" text,
	"energy_level" text,
	"good_with_dogs" boolean,
	"good_with_cats" boolean,
	"good_with_children" boolean,
	"anxiety_triggers" text,
	"handling_notes" text,
	"house_trained" boolean,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_behavior_pet_id_unique" UNIQUE("pet_id")
);
--> statement-breakpoint
CREATE TABLE "pet_breed_mix" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"breed_id" uuid,
	"breed" text NOT NULL,
	"percentage" smallint,
	"is_dominant" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_breed_mix_percentage_check" CHECK ("pet_breed_mix"."percentage" is null or ("pet_breed_mix"."percentage" between 1 and 100))
);
--> statement-breakpoint
CREATE TABLE "pet_breeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_diet" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"food_type" text,
	"brand" text,
	"feeding_schedule" text,
	"portion_size" text,
	"treats" text,
	"dietary_restrictions" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_diet_pet_id_unique" UNIQUE("pet_id")
);
--> statement-breakpoint
CREATE TABLE "pet_fun_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nicknames" text,
	"favorite_toys" text,
	"favorite_activities" text,
	"quirky_behaviors" text,
	"adoption_story" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_fun_facts_pet_id_unique" UNIQUE("pet_id")
);
--> statement-breakpoint
CREATE TABLE "pet_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "pet_images_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
CREATE TABLE "pets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"breed" text,
	"birthdate" date,
	"birthdate_estimated" boolean DEFAULT false NOT NULL,
	"age" numeric(4, 1),
	"weight" numeric(6, 2),
	"weight_unit" text,
	"sex" text,
	"color" text,
	"microchipped" boolean DEFAULT false NOT NULL,
	"microchip_id" text,
	"neutered" boolean,
	"acquisition_source" text,
	"acquisition_source_details" text,
	"active" boolean DEFAULT true NOT NULL,
	"nick_names" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"profile_image_id" uuid,
	"enabled_vitals" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pets_species_check" CHECK ("pets"."species" in ('dog', 'cat')),
	CONSTRAINT "pets_age_check" CHECK ("pets"."age" is null or ("pets"."age" >= 0 and "pets"."age" <= 40)),
	CONSTRAINT "pets_weight_check" CHECK ("pets"."weight" is null or "pets"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "breathing_rate_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"recorded_by" uuid,
	"measured_at" timestamp with time zone NOT NULL,
	"breath_count" smallint NOT NULL,
	"duration_seconds" smallint NOT NULL,
	"breaths_per_minute" numeric(5, 1) NOT NULL,
	"context" text NOT NULL,
	"method" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "breathing_rate_logs_count_check" CHECK ("breathing_rate_logs"."breath_count" >= 0),
	CONSTRAINT "breathing_rate_logs_duration_check" CHECK ("breathing_rate_logs"."duration_seconds" between 5 and 600),
	CONSTRAINT "breathing_rate_logs_bpm_check" CHECK ("breathing_rate_logs"."breaths_per_minute" between 0 and 200),
	CONSTRAINT "breathing_rate_logs_context_check" CHECK ("breathing_rate_logs"."context" in ('sleeping', 'resting'))
);
--> statement-breakpoint
CREATE TABLE "condition_metadata" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"condition_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"dosage" text,
	"frequency" text,
	"route" text,
	"category" text,
	"start_date" date,
	"end_date" date,
	"notes" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pet_health_conditions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"condition" text NOT NULL,
	"other_name" text,
	"diagnosis_date" date,
	"ongoing" boolean DEFAULT true NOT NULL,
	"resolution_date" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptom_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"recorded_by" uuid,
	"condition_id" text NOT NULL,
	"logged_at" timestamp with time zone NOT NULL,
	"symptoms" jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"recorded_by" uuid,
	"measured_at" timestamp with time zone NOT NULL,
	"weight" numeric(6, 2) NOT NULL,
	"weight_unit" text NOT NULL,
	"body_condition_score" smallint,
	"body_condition_scale" smallint DEFAULT 9 NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_logs_weight_check" CHECK ("weight_logs"."weight" > 0),
	CONSTRAINT "weight_logs_unit_check" CHECK ("weight_logs"."weight_unit" in ('kg', 'lb')),
	CONSTRAINT "weight_logs_bcs_check" CHECK ("weight_logs"."body_condition_score" is null or "weight_logs"."body_condition_score" between 1 and "weight_logs"."body_condition_scale")
);
--> statement-breakpoint
CREATE TABLE "household_member_pets" (
	"member_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_member_pets_member_id_pet_id_pk" PRIMARY KEY("member_id","pet_id")
);
--> statement-breakpoint
CREATE TABLE "household_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"member_user_id" uuid,
	"name" text NOT NULL,
	"email" text,
	"relationship" text,
	"phone" text,
	"access_level" text DEFAULT 'editor' NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"invite_sent" boolean DEFAULT false NOT NULL,
	"invite_sent_at" timestamp with time zone,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "household_members_invite_token_hash_unique" UNIQUE("invite_token_hash"),
	CONSTRAINT "household_members_access_check" CHECK ("household_members"."access_level" in ('editor', 'viewer')),
	CONSTRAINT "household_members_status_check" CHECK ("household_members"."status" in ('invited', 'active', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pet_id" uuid,
	"reminder_type" text NOT NULL,
	"reminder_date" timestamp with time zone NOT NULL,
	"notification_method" text DEFAULT 'email' NOT NULL,
	"notification_methods" text[] DEFAULT ARRAY['email']::text[] NOT NULL,
	"preferred_times" text[] DEFAULT ARRAY[]::text[] NOT NULL,
	"days_of_week" smallint[] DEFAULT ARRAY[]::smallint[] NOT NULL,
	"times_per_week" smallint,
	"times_per_day" smallint,
	"title" text NOT NULL,
	"repeat_frequency" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_notification_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text DEFAULT 'bug' NOT NULL,
	"severity" text DEFAULT 'minor' NOT NULL,
	"heading" text NOT NULL,
	"description" text NOT NULL,
	"page_url" text,
	"user_id" uuid,
	"metadata" jsonb,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_feedback_type_check" CHECK ("user_feedback"."type" in ('bug', 'enhancement', 'idea', 'question', 'other')),
	CONSTRAINT "user_feedback_severity_check" CHECK ("user_feedback"."severity" in ('minor', 'moderate', 'major', 'blocking')),
	CONSTRAINT "user_feedback_status_check" CHECK ("user_feedback"."status" in ('new', 'in_progress', 'resolved'))
);
--> statement-breakpoint
CREATE TABLE "treatment_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"manufacturer" text NOT NULL,
	"is_combo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "treatment_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type_id" uuid NOT NULL,
	"brand_id" uuid NOT NULL,
	"default_frequency" text NOT NULL,
	"safety_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "treatment_details_frequency_check" CHECK ("treatment_details"."default_frequency" in ('monthly', 'every_2_months', 'every_3_months', 'every_6_months', 'annual'))
);
--> statement-breakpoint
CREATE TABLE "treatment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"species" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_treatment_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"species" text NOT NULL,
	"type" text NOT NULL,
	"manufacturer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_treatment_manufacturers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_team" ADD CONSTRAINT "care_team_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "care_team" ADD CONSTRAINT "care_team_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_behavior" ADD CONSTRAINT "pet_behavior_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_breed_mix" ADD CONSTRAINT "pet_breed_mix_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_breed_mix" ADD CONSTRAINT "pet_breed_mix_breed_id_pet_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."pet_breeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_breeds" ADD CONSTRAINT "pet_breeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_diet" ADD CONSTRAINT "pet_diet_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_diet" ADD CONSTRAINT "pet_diet_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_fun_facts" ADD CONSTRAINT "pet_fun_facts_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_fun_facts" ADD CONSTRAINT "pet_fun_facts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_images" ADD CONSTRAINT "pet_images_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breathing_rate_logs" ADD CONSTRAINT "breathing_rate_logs_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "breathing_rate_logs" ADD CONSTRAINT "breathing_rate_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condition_metadata" ADD CONSTRAINT "condition_metadata_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_health_conditions" ADD CONSTRAINT "pet_health_conditions_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_health_conditions" ADD CONSTRAINT "pet_health_conditions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_logs" ADD CONSTRAINT "symptom_logs_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "symptom_logs" ADD CONSTRAINT "symptom_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD CONSTRAINT "weight_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_member_pets" ADD CONSTRAINT "household_member_pets_member_id_household_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."household_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_member_pets" ADD CONSTRAINT "household_member_pets_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "household_members" ADD CONSTRAINT "household_members_member_user_id_users_id_fk" FOREIGN KEY ("member_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_notification_tokens" ADD CONSTRAINT "user_notification_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_feedback" ADD CONSTRAINT "user_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_details" ADD CONSTRAINT "treatment_details_type_id_treatment_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."treatment_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_details" ADD CONSTRAINT "treatment_details_brand_id_treatment_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."treatment_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_variants" ADD CONSTRAINT "treatment_variants_brand_id_treatment_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."treatment_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_treatment_brands" ADD CONSTRAINT "user_treatment_brands_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_treatment_manufacturers" ADD CONSTRAINT "user_treatment_manufacturers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "care_team_pet_role_uq" ON "care_team" USING btree ("pet_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_breed_mix_pet_breed_uq" ON "pet_breed_mix" USING btree ("pet_id","breed");--> statement-breakpoint
CREATE UNIQUE INDEX "pet_breeds_species_name_uq" ON "pet_breeds" USING btree ("species",lower("name"));--> statement-breakpoint
CREATE INDEX "pet_images_pet_id_created_at_idx" ON "pet_images" USING btree ("pet_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pets_user_id_created_at_idx" ON "pets" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "breathing_rate_logs_pet_measured_idx" ON "breathing_rate_logs" USING btree ("pet_id","measured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "condition_metadata_pet_condition_uq" ON "condition_metadata" USING btree ("pet_id","condition_id");--> statement-breakpoint
CREATE INDEX "medications_pet_start_idx" ON "medications" USING btree ("pet_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pet_health_conditions_pet_created_idx" ON "pet_health_conditions" USING btree ("pet_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "symptom_logs_pet_condition_logged_idx" ON "symptom_logs" USING btree ("pet_id","condition_id","logged_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "weight_logs_pet_measured_idx" ON "weight_logs" USING btree ("pet_id","measured_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "household_member_pets_pet_idx" ON "household_member_pets" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "household_members_user_idx" ON "household_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "household_members_member_user_idx" ON "household_members" USING btree ("member_user_id");--> statement-breakpoint
CREATE INDEX "reminders_user_date_idx" ON "reminders" USING btree ("user_id","reminder_date");--> statement-breakpoint
CREATE INDEX "reminders_pet_date_idx" ON "reminders" USING btree ("pet_id","reminder_date");--> statement-breakpoint
CREATE UNIQUE INDEX "user_notification_tokens_uq" ON "user_notification_tokens" USING btree ("user_id","channel","token");--> statement-breakpoint
CREATE INDEX "user_feedback_created_idx" ON "user_feedback" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "treatment_brands_manufacturer_idx" ON "treatment_brands" USING btree ("manufacturer");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_details_type_brand_uq" ON "treatment_details" USING btree ("type_id","brand_id");--> statement-breakpoint
CREATE INDEX "treatment_details_brand_idx" ON "treatment_details" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_types_species_name_uq" ON "treatment_types" USING btree ("species","name");--> statement-breakpoint
CREATE UNIQUE INDEX "treatment_variants_brand_name_uq" ON "treatment_variants" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "user_treatment_brands_uq" ON "user_treatment_brands" USING btree ("user_id","species","type",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_treatment_manufacturers_uq" ON "user_treatment_manufacturers" USING btree ("user_id",lower("name"));