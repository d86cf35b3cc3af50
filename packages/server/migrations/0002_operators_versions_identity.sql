CREATE TABLE "erp_type_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"erp_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "erp_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "erp_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "identity_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"target" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "remembered_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remembered_devices_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"secret" text,
	"phone" text,
	"last_step" integer,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"release" timestamp with time zone DEFAULT now() NOT NULL,
	"notes" text,
	"info" text,
	"created_by" text,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_by" text,
	"modified_date" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "erp_type_versions" ADD CONSTRAINT "erp_type_versions_erp_type_id_erp_types_id_fk" FOREIGN KEY ("erp_type_id") REFERENCES "public"."erp_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_codes" ADD CONSTRAINT "identity_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "remembered_devices" ADD CONSTRAINT "remembered_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_factors" ADD CONSTRAINT "user_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_type_versions_name_key" ON "erp_type_versions" USING btree ("erp_type_id","name");--> statement-breakpoint
CREATE INDEX "identity_codes_user_idx" ON "identity_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "remembered_devices_user_idx" ON "remembered_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_factors_user_idx" ON "user_factors" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "versions_release_idx" ON "versions" USING btree ("release");--> statement-breakpoint
CREATE INDEX "versions_search_trgm" ON "versions" USING gin (("name" || ' ' || coalesce("notes", '') || ' ' || coalesce("info", '')) gin_trgm_ops);