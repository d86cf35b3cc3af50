-- A resumed extraction starts after the checkpoint last saved; `covered_seq` is the last chunk that
-- checkpoint covers, so the chunks received after it (read again by the new extraction) are dropped
-- instead of counted and loaded twice.
ALTER TABLE "sync_requests" ADD COLUMN "covered_seq" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
-- Delete Before Load: what it empties (only the chosen tables, or their dependents too) and the rows
-- it emptied per store table.
ALTER TABLE "sync_requests" ADD COLUMN "delete_mode" text DEFAULT 'WITH_DEPENDENTS' NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_requests" ADD COLUMN "emptied" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- A failed row of a chunk is recorded once per (request, chunk, group, row), whatever re-records it.
ALTER TABLE "sync_failures" ADD COLUMN "chunk_seq" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_failures_once_key" ON "sync_failures" USING btree ("request_id","chunk_seq","group_id",md5(coalesce("row_key"::text, "data"::text, "detail"))) WHERE chunk_seq IS NOT NULL;
