CREATE TABLE "store_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"protocol" text DEFAULT 'https' NOT NULL,
	"is_staging" boolean DEFAULT false NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_partners" (
	"store_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "store_partners_store_id_user_id_pk" PRIMARY KEY("store_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "store_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"status_type" text NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" text NOT NULL,
	"name" text NOT NULL,
	"origin_name" text NOT NULL,
	"data_centre_id" integer NOT NULL,
	"erp_type_id" integer NOT NULL,
	"erp_type_version_id" integer NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"store_type" text NOT NULL,
	"status_type" text NOT NULL,
	"failed_action" text,
	"sync_version" text,
	"order_integration_version" text,
	"database_size" double precision,
	"cdn_size" double precision,
	"database_instance_name" text,
	"logs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "store_domains" ADD CONSTRAINT "store_domains_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_partners" ADD CONSTRAINT "store_partners_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_partners" ADD CONSTRAINT "store_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_statuses" ADD CONSTRAINT "store_statuses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_data_centre_id_data_centres_id_fk" FOREIGN KEY ("data_centre_id") REFERENCES "public"."data_centres"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_erp_type_id_erp_types_id_fk" FOREIGN KEY ("erp_type_id") REFERENCES "public"."erp_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_erp_type_version_id_erp_type_versions_id_fk" FOREIGN KEY ("erp_type_version_id") REFERENCES "public"."erp_type_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_domains_name_key" ON "store_domains" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "store_domains_store_idx" ON "store_domains" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "store_partners_user_idx" ON "store_partners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "store_statuses_store_idx" ON "store_statuses" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_store_id_key" ON "stores" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_name_key" ON "stores" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "stores_dc_id_idx" ON "stores" USING btree ("data_centre_id","id");--> statement-breakpoint
CREATE INDEX "stores_dc_status_idx" ON "stores" USING btree ("data_centre_id","status_type");--> statement-breakpoint
CREATE INDEX "stores_search_trgm" ON "stores" USING gin ("search_text" gin_trgm_ops);