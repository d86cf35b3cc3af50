-- When the request's current stage began and how far its progress stood then (currentIndex), so the
-- time left of a running stage is estimated from the rate of this stage's own progress (a resumed
-- load starts LOADING with the chunks it loaded before, which must not count as speed).
ALTER TABLE "sync_requests" ADD COLUMN "stage_started_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "sync_requests" ADD COLUMN "stage_start_index" bigint DEFAULT 0 NOT NULL;
