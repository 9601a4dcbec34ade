CREATE TABLE "pet_vaccinations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"recorded_by" uuid,
	"vaccine_key" text,
	"vaccine_name" text NOT NULL,
	"given_on" date NOT NULL,
	"next_due_on" date,
	"clinic" text,
	"batch_number" text,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pet_vaccinations_vaccine_key_check" CHECK ("pet_vaccinations"."vaccine_key" is null or "pet_vaccinations"."vaccine_key" in ('dapp', 'rabies', 'leptospirosis', 'bordetella', 'lyme', 'canine_influenza', 'fvrcp', 'felv')),
	CONSTRAINT "pet_vaccinations_next_due_check" CHECK ("pet_vaccinations"."next_due_on" is null or "pet_vaccinations"."next_due_on" > "pet_vaccinations"."given_on")
);
--> statement-breakpoint
ALTER TABLE "pet_vaccinations" ADD CONSTRAINT "pet_vaccinations_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_vaccinations" ADD CONSTRAINT "pet_vaccinations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pet_vaccinations_pet_given_idx" ON "pet_vaccinations" USING btree ("pet_id","given_on" DESC NULLS LAST);