-- Per table of a request: rows that loaded with a value changed by a documented rule (a MySQL zero
-- date as NULL; packages/agent/README.md "Values"). drizzle-kit generated this with the earlier
-- hand-written migrations since snapshot 0016; only this statement is new, the snapshot is whole.
ALTER TABLE "sync_request_tables" ADD COLUMN "warnings" bigint DEFAULT 0 NOT NULL;
