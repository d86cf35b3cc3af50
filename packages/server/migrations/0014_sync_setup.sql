CREATE TABLE "sync_filters" (
	"store_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"expr" text NOT NULL,
	"tree" jsonb NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone,
	CONSTRAINT "sync_filters_store_id_table_name_pk" PRIMARY KEY("store_id","table_name")
);
--> statement-breakpoint
CREATE TABLE "sync_mapping_sets" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"mappings" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_mappings" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"source_table" text NOT NULL,
	"source_column" text NOT NULL,
	"target_table" text NOT NULL,
	"target_column" text NOT NULL,
	"default_value" text,
	"row_group" text,
	"converter" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_scheduled_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_schedules" (
	"source_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_hour" integer,
	"end_hour" integer,
	"frequency" text,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_due_at" timestamp with time zone,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"client_connection" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"erp_connection" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"web_service" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"language" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"resources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"source_type" text NOT NULL,
	"sync_type" text NOT NULL,
	"integration_name" text,
	"db_type" text,
	"protocol" text,
	"host_name" text,
	"port" integer,
	"db_alias" text,
	"db_schema" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"agent_key" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_centres" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_filters" ADD CONSTRAINT "sync_filters_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mapping_sets" ADD CONSTRAINT "sync_mapping_sets_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_mappings" ADD CONSTRAINT "sync_mappings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_scheduled_runs" ADD CONSTRAINT "sync_scheduled_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_scheduled_runs" ADD CONSTRAINT "sync_scheduled_runs_source_id_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_schedules" ADD CONSTRAINT "sync_schedules_source_id_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_schedules" ADD CONSTRAINT "sync_schedules_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_settings" ADD CONSTRAINT "sync_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_sources" ADD CONSTRAINT "sync_sources_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_mappings_store_idx" ON "sync_mappings" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_scheduled_runs_source_due_key" ON "sync_scheduled_runs" USING btree ("source_id","due_at");--> statement-breakpoint
CREATE INDEX "sync_scheduled_runs_store_idx" ON "sync_scheduled_runs" USING btree ("store_id","due_at");--> statement-breakpoint
CREATE INDEX "sync_schedules_next_due_idx" ON "sync_schedules" USING btree ("next_due_at") WHERE "sync_schedules"."next_due_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_sources_store_key" ON "sync_sources" USING btree ("store_id");