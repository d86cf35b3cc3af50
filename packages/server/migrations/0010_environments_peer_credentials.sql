CREATE TABLE "environments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_credentials" ALTER COLUMN "store_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "client_credentials" ADD COLUMN "scope" text DEFAULT 'STORE' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "environments_name_key" ON "environments" USING btree ("name");