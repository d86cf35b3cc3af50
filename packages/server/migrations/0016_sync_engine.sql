CREATE TABLE "sync_failure_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"category" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"request_id" uuid NOT NULL,
	"store_id" integer NOT NULL,
	"phase" text NOT NULL,
	"detail" text NOT NULL,
	"data" jsonb,
	"row_key" jsonb,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_request_chunks" (
	"request_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"store_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"row_count" integer NOT NULL,
	"bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"blob_key" text,
	"received_at" timestamp with time zone,
	"loaded_at" timestamp with time zone,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_request_chunks_request_id_seq_pk" PRIMARY KEY("request_id","seq")
);
--> statement-breakpoint
CREATE TABLE "sync_request_tables" (
	"request_id" uuid NOT NULL,
	"table_name" text NOT NULL,
	"last_key" jsonb,
	"extracted" boolean DEFAULT false NOT NULL,
	"truncated" boolean DEFAULT false NOT NULL,
	"rows_read" bigint DEFAULT 0 NOT NULL,
	"chunks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sync_request_tables_request_id_table_name_pk" PRIMARY KEY("request_id","table_name")
);
--> statement-breakpoint
CREATE TABLE "sync_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" integer NOT NULL,
	"source_id" integer NOT NULL,
	"request_type" text NOT NULL,
	"type" text NOT NULL,
	"stage" text DEFAULT 'CREATED' NOT NULL,
	"tables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"truncate" boolean DEFAULT false NOT NULL,
	"current_index" bigint DEFAULT 0 NOT NULL,
	"end_index" bigint DEFAULT 0 NOT NULL,
	"checkpoint" text,
	"table_count" integer DEFAULT 0 NOT NULL,
	"rows_read" bigint DEFAULT 0 NOT NULL,
	"inserted" bigint DEFAULT 0 NOT NULL,
	"updated" bigint DEFAULT 0 NOT NULL,
	"deleted" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"position_from" text,
	"position_to" text,
	"extraction_id" text,
	"chunk_base" integer DEFAULT 0 NOT NULL,
	"mapping_sent_at" timestamp with time zone,
	"scheduled_run_id" integer,
	"subscription_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sync_store_states" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"ever_loaded_at" timestamp with time zone,
	"last_completed_at" timestamp with time zone,
	"last_data_at" timestamp with time zone,
	"open_request_id" uuid,
	"open_stage" text,
	"position" text
);
--> statement-breakpoint
ALTER TABLE "sync_failure_groups" ADD CONSTRAINT "sync_failure_groups_request_id_sync_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sync_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_failure_groups" ADD CONSTRAINT "sync_failure_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_failures" ADD CONSTRAINT "sync_failures_group_id_sync_failure_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."sync_failure_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_failures" ADD CONSTRAINT "sync_failures_request_id_sync_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sync_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_failures" ADD CONSTRAINT "sync_failures_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_request_chunks" ADD CONSTRAINT "sync_request_chunks_request_id_sync_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sync_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_request_chunks" ADD CONSTRAINT "sync_request_chunks_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_request_tables" ADD CONSTRAINT "sync_request_tables_request_id_sync_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."sync_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_requests" ADD CONSTRAINT "sync_requests_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_requests" ADD CONSTRAINT "sync_requests_source_id_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_requests" ADD CONSTRAINT "sync_requests_scheduled_run_id_sync_scheduled_runs_id_fk" FOREIGN KEY ("scheduled_run_id") REFERENCES "public"."sync_scheduled_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_store_states" ADD CONSTRAINT "sync_store_states_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_failure_groups_key" ON "sync_failure_groups" USING btree ("request_id","table_name","category");--> statement-breakpoint
CREATE INDEX "sync_failures_group_idx" ON "sync_failures" USING btree ("group_id","id");--> statement-breakpoint
CREATE INDEX "sync_failures_request_idx" ON "sync_failures" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "sync_request_chunks_pending_idx" ON "sync_request_chunks" USING btree ("request_id","seq") WHERE loaded_at IS NULL;--> statement-breakpoint
CREATE INDEX "sync_request_chunks_loaded_idx" ON "sync_request_chunks" USING btree ("store_id","loaded_at") WHERE loaded_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sync_requests_store_created_idx" ON "sync_requests" USING btree ("store_id","created" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sync_requests_open_idx" ON "sync_requests" USING btree ("store_id","created") WHERE stage NOT IN ('COMPLETED', 'FAILED');--> statement-breakpoint
CREATE INDEX "sync_requests_failed_idx" ON "sync_requests" USING btree ("store_id","created" DESC NULLS LAST) WHERE stage = 'FAILED' OR (stage = 'COMPLETED' AND failed > 0);--> statement-breakpoint
CREATE UNIQUE INDEX "sync_requests_one_running_key" ON "sync_requests" USING btree ("store_id") WHERE stage NOT IN ('CREATED', 'COMPLETED', 'FAILED');--> statement-breakpoint
CREATE INDEX "sync_requests_finished_idx" ON "sync_requests" USING btree ("store_id","finished") WHERE finished IS NOT NULL;