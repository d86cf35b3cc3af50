CREATE TABLE "refresh_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"address" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_centres" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text NOT NULL,
	"db_instance" text,
	"db_host" text,
	"dns_record_set" text,
	"endpoint" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"phone" text,
	"role" text NOT NULL,
	"data_centre_id" integer,
	"status_type" text DEFAULT 'CREATED' NOT NULL,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_version" integer DEFAULT 0 NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_data_centre_id_data_centres_id_fk" FOREIGN KEY ("data_centre_id") REFERENCES "public"."data_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_username_idx" ON "sign_in_attempts" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_address_idx" ON "sign_in_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_centres_code_key" ON "data_centres" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "data_centres_search_trgm" ON "data_centres" USING gin (("code" || ' ' || "name" || ' ' || "region" || ' ' || "country_code") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_data_centre_idx" ON "users" USING btree ("data_centre_id");