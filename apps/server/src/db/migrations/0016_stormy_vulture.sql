ALTER TABLE "report_shares" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "report_shares" ADD CONSTRAINT "report_shares_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_shares_api_key_idx" ON "report_shares" USING btree ("api_key_id");