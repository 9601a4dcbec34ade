CREATE TABLE "api_key_pets" (
	"key_id" uuid NOT NULL,
	"pet_id" uuid NOT NULL,
	CONSTRAINT "api_key_pets_key_id_pet_id_pk" PRIMARY KEY("key_id","pet_id")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"access" text NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_secret_hash_unique" UNIQUE("secret_hash"),
	CONSTRAINT "api_keys_access_check" CHECK ("api_keys"."access" in ('read', 'read_write')),
	CONSTRAINT "api_keys_name_check" CHECK (char_length("api_keys"."name") between 1 and 80)
);
--> statement-breakpoint
ALTER TABLE "api_key_pets" ADD CONSTRAINT "api_key_pets_key_id_api_keys_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_key_pets" ADD CONSTRAINT "api_key_pets_pet_id_pets_id_fk" FOREIGN KEY ("pet_id") REFERENCES "public"."pets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_key_pets_pet_idx" ON "api_key_pets" USING btree ("pet_id");--> statement-breakpoint
CREATE INDEX "api_keys_user_created_idx" ON "api_keys" USING btree ("user_id","created_at" DESC NULLS LAST);