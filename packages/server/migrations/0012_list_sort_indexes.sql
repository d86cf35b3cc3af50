DROP INDEX "client_credentials_store_idx";--> statement-breakpoint
DROP INDEX "stores_dc_db_size_idx";--> statement-breakpoint
DROP INDEX "stores_dc_cdn_size_idx";--> statement-breakpoint
DROP INDEX "versions_release_idx";--> statement-breakpoint
CREATE INDEX "backups_store_file_name_idx" ON "backups" USING btree ("store_id","file_name","id");--> statement-breakpoint
CREATE INDEX "backups_store_status_idx" ON "backups" USING btree ("store_id","status_type","id");--> statement-breakpoint
CREATE INDEX "stores_name_idx" ON "stores" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "stores_store_id_sort_idx" ON "stores" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "stores_type_idx" ON "stores" USING btree ("store_type","id");--> statement-breakpoint
CREATE INDEX "stores_status_idx" ON "stores" USING btree ("status_type","id");--> statement-breakpoint
CREATE INDEX "stores_db_size_idx" ON "stores" USING btree (coalesce("database_size", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "stores_cdn_size_idx" ON "stores" USING btree (coalesce("cdn_size", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_username_sort_idx" ON "users" USING btree ("username","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role","id");--> statement-breakpoint
CREATE INDEX "users_phone_idx" ON "users" USING btree (coalesce("phone", ''),"id");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status_type","id");--> statement-breakpoint
CREATE INDEX "versions_name_idx" ON "versions" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "client_credentials_store_idx" ON "client_credentials" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "stores_dc_db_size_idx" ON "stores" USING btree ("data_centre_id",coalesce("database_size", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "stores_dc_cdn_size_idx" ON "stores" USING btree ("data_centre_id",coalesce("cdn_size", 'Infinity'::double precision),"id");--> statement-breakpoint
CREATE INDEX "versions_release_idx" ON "versions" USING btree ("release","id");