-- Every committed change to a table that lists read is announced on the caches' channel by the
-- database itself (one notice per statement; PostgreSQL folds identical notices of one transaction),
-- so no write path has to remember to: app requests, jobs, SQL by hand, other replicas.
CREATE OR REPLACE FUNCTION "announce_table_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('cache.invalidate', json_build_object('table', TG_TABLE_NAME)::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "stores_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_domains_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_domains" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_partners_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_partners" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "store_statuses_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "store_statuses" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "erp_types_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "erp_types" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "erp_type_versions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "erp_type_versions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "data_centres_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_centres" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "versions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "versions" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "backups_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "backups" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
--> statement-breakpoint
CREATE TRIGGER "client_credentials_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "client_credentials" FOR EACH STATEMENT EXECUTE FUNCTION "announce_table_changed"();
