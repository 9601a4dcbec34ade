CREATE TABLE "report_share_accesses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"share_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_share_accesses_kind_check" CHECK ("report_share_accesses"."kind" in ('view', 'pdf', 'csv'))
);
--> statement-breakpoint
CREATE TABLE "report_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"saved_report_id" uuid,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"sections" text[] NOT NULL,
	"range_days" smallint,
	"range_from" date,
	"range_to" date,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_opened_at" timestamp with time zone,
	"open_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_shares_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "report_shares_range_check" CHECK (("report_shares"."range_days" between 1 and 400 and "report_shares"."range_from" is null and "report_shares"."range_to" is null)
      or ("report_shares"."range_days" is null and "report_shares"."range_from" is not null and "report_shares"."range_to" is not null and "report_shares"."range_from" <= "report_shares"."range_to"))
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pet_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"name" text NOT NULL,
	"sections" text[] NOT NULL,
	"range_days" smallint,
	"range_from" date,
	"range_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_range_check" CHECK (("saved_reports"."range_days" between 1 and 400 and "saved_reports"."range_from" is null and "saved_reports"."range_to" is null)
      or ("saved_reports"."range_days" is null and "saved_reports"."range_from" is not null and "saved_reports"."range_to" is not null and "saved_reports"."range_from" <= "saved_reports"."range_to"))
);
--> statement-breakpoint
ALTER TABLE "report_share_accesses" ADD CONSTRAINT "report_share_accesses_share_id_report_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."report_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_saved_report_id_saved_reports_id_fk" FOREIGN KEY ("saved_report_id") REFERENCES "public"."saved_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_share_accesses_share_idx" ON "report_share_accesses" USING btree ("share_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_shares_pet_created_idx" ON "report_shares" USING btree ("pet_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_shares_created_by_idx" ON "report_shares" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "saved_reports_created_by_idx" ON "saved_reports" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saved_reports_pet_idx" ON "saved_reports" USING btree ("pet_id");