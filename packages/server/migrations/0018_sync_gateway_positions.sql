CREATE TABLE "sync_gateway_positions" (
	"store_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"position" text NOT NULL,
	"request_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_gateway_positions_store_id_table_name_pk" PRIMARY KEY("store_id","table_name")
);
--> statement-breakpoint
ALTER TABLE "sync_gateway_positions" ADD CONSTRAINT "sync_gateway_positions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;
