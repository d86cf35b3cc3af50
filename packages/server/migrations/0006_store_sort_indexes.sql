DROP INDEX "stores_dc_status_idx";--> statement-breakpoint
CREATE INDEX "stores_dc_name_idx" ON "stores" USING btree ("data_centre_id","name","id");--> statement-breakpoint
CREATE INDEX "stores_dc_store_id_idx" ON "stores" USING btree ("data_centre_id","store_id","id");--> statement-breakpoint
CREATE INDEX "stores_dc_type_idx" ON "stores" USING btree ("data_centre_id","store_type","id");--> statement-breakpoint
CREATE INDEX "stores_dc_db_size_idx" ON "stores" USING btree ("data_centre_id","database_size","id");--> statement-breakpoint
CREATE INDEX "stores_dc_cdn_size_idx" ON "stores" USING btree ("data_centre_id","cdn_size","id");--> statement-breakpoint
CREATE INDEX "stores_dc_status_idx" ON "stores" USING btree ("data_centre_id","status_type","id");