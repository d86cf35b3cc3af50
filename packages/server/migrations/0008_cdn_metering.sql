CREATE TABLE "cdn_size_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"cdn_size" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cdn_usage" (
	"store_id" integer NOT NULL,
	"usage_date" date NOT NULL,
	"bytes" bigint NOT NULL,
	CONSTRAINT "cdn_usage_store_id_usage_date_pk" PRIMARY KEY("store_id","usage_date")
);
--> statement-breakpoint
ALTER TABLE "cdn_size_logs" ADD CONSTRAINT "cdn_size_logs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cdn_usage" ADD CONSTRAINT "cdn_usage_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cdn_size_logs_store_idx" ON "cdn_size_logs" USING btree ("store_id","created_date");