CREATE TABLE "sync_agent_probes" (
	"source_id" integer PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"protocol" text NOT NULL,
	"host_name" text NOT NULL,
	"port" integer NOT NULL,
	"db_alias" text NOT NULL,
	"probed_at" timestamp with time zone NOT NULL,
	"reachable" boolean NOT NULL,
	"last_seen" timestamp with time zone,
	"agent_version" text,
	"uptime_seconds" bigint,
	"database_ok" boolean,
	"error" text,
	"change_capture_state" text,
	"position" text,
	"position_changed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sync_agent_probes" ADD CONSTRAINT "sync_agent_probes_source_id_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_agent_probes" ADD CONSTRAINT "sync_agent_probes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_agent_probes_store_idx" ON "sync_agent_probes" USING btree ("store_id");
