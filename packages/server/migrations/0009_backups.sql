CREATE TABLE "backups" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"type" text DEFAULT 'MANUAL' NOT NULL,
	"status_type" text NOT NULL,
	"cdn_status_type" text,
	"progress" integer DEFAULT 0 NOT NULL,
	"clone_store_name" text,
	"size_bytes" bigint,
	"error" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backups_store_idx" ON "backups" USING btree ("store_id","id");