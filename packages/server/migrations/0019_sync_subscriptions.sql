CREATE TABLE "sync_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"webhook_type" text NOT NULL,
	"resource" text NOT NULL,
	"client_state_hash" text NOT NULL,
	"expiration_date_time" timestamp with time zone NOT NULL,
	"renewed_at" timestamp with time zone,
	"renew_error" text,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_subscriptions" ADD CONSTRAINT "sync_subscriptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "sync_subscriptions_type_key" ON "sync_subscriptions" USING btree ("store_id","webhook_type");
--> statement-breakpoint
CREATE INDEX "sync_subscriptions_expiry_idx" ON "sync_subscriptions" USING btree ("expiration_date_time");
