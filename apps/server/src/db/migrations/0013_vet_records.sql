CREATE TABLE "vet_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"pet_id" uuid,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"file_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress_page" integer,
	"progress_pages" integer,
	"error" text,
	"pages" integer,
	"ocr_pages" integer,
	"text" text,
	"record" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"claimed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vet_records_file_key_unique" UNIQUE("file_key"),
	CONSTRAINT "vet_records_status_check" CHECK ("vet_records"."status" in ('queued', 'reading', 'done', 'failed')),
	CONSTRAINT "vet_records_size_check" CHECK ("vet_records"."size_bytes" > 0 and "vet_records"."size_bytes" <= 10485760),
	CONSTRAINT "vet_records_file_name_check" CHECK (char_length("vet_records"."file_name") between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "vet_records" ADD CONSTRAINT "vet_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vet_records" ADD CONSTRAINT "vet_records_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vet_records_user_created_idx" ON "vet_records" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vet_records_pet_created_idx" ON "vet_records" USING btree ("pet_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vet_records_queue_idx" ON "vet_records" USING btree ("created_at") WHERE "vet_records"."status" in ('queued', 'reading');