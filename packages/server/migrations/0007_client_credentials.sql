CREATE TABLE "client_credentials" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"client_name" text NOT NULL,
	"store_id" integer NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "client_credentials" ADD CONSTRAINT "client_credentials_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_credentials_client_id_key" ON "client_credentials" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_credentials_store_idx" ON "client_credentials" USING btree ("store_id");