CREATE TABLE "gateway_catalogue" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"interface" text DEFAULT '' NOT NULL,
	"operation" text DEFAULT '' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"definition" jsonb,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE SEQUENCE "gateway_exchanges_id_seq" AS bigint;--> statement-breakpoint
CREATE TABLE "gateway_exchanges" (
	"id" bigint DEFAULT nextval('gateway_exchanges_id_seq') NOT NULL,
	"created_on" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_on" timestamp with time zone,
	"store_id" integer NOT NULL,
	"integration_name" text NOT NULL,
	"operation_name" text NOT NULL,
	"correlation_id" text NOT NULL,
	"status_code" integer,
	"duration_ms" integer NOT NULL,
	"upstream_ms" integer,
	"error" text,
	"path" text DEFAULT '' NOT NULL,
	"parameters" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"request" text DEFAULT '' NOT NULL,
	"received" text DEFAULT '' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"search" text DEFAULT '' NOT NULL,
	CONSTRAINT "gateway_exchanges_created_on_id_pk" PRIMARY KEY("created_on","id")
) PARTITION BY RANGE ("created_on");
--> statement-breakpoint
-- Rows outside every day partition land here; the retention job adds day partitions ahead of time.
CREATE TABLE "gateway_exchanges_default" PARTITION OF "gateway_exchanges" DEFAULT;
--> statement-breakpoint
CREATE TABLE "gateway_integrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"provider" text NOT NULL,
	"product" text NOT NULL,
	"version" text NOT NULL,
	"interface" text NOT NULL,
	"connection" jsonb NOT NULL,
	"secrets" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"capture" jsonb NOT NULL,
	"cached_token" text,
	"cached_token_expires_at" timestamp with time zone,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_operations" (
	"id" serial PRIMARY KEY NOT NULL,
	"integration_id" integer NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gateway_stores" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "gateway_integrations" ADD CONSTRAINT "gateway_integrations_store_id_gateway_stores_store_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."gateway_stores"("store_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_operations" ADD CONSTRAINT "gateway_operations_integration_id_gateway_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."gateway_integrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_stores" ADD CONSTRAINT "gateway_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_catalogue_path_key" ON "gateway_catalogue" USING btree ("provider","product","version","interface","operation");--> statement-breakpoint
CREATE INDEX "gateway_exchanges_id_idx" ON "gateway_exchanges" USING btree ("id");--> statement-breakpoint
CREATE INDEX "gateway_exchanges_store_idx" ON "gateway_exchanges" USING btree ("store_id","created_on","id");--> statement-breakpoint
CREATE INDEX "gateway_exchanges_store_operation_idx" ON "gateway_exchanges" USING btree ("store_id","integration_name","operation_name","created_on","id");--> statement-breakpoint
CREATE INDEX "gateway_exchanges_search_trgm" ON "gateway_exchanges" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_integrations_store_name_key" ON "gateway_integrations" USING btree ("store_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_operations_integration_name_key" ON "gateway_operations" USING btree ("integration_id","name");