-- The status query's "oldest due run not yet completed" asks, per due run, whether a COMPLETED
-- request of it exists; without this index that is a scan of all the requests per due run (and so
-- is ON DELETE SET NULL when a due run goes).
CREATE INDEX "sync_requests_scheduled_run_idx" ON "sync_requests" USING btree ("scheduled_run_id") WHERE scheduled_run_id IS NOT NULL;
