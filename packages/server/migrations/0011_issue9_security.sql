CREATE TABLE "spent_proofs" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "throttle_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	"last_refused" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "handover_tickets" ADD COLUMN "family_id" text;--> statement-breakpoint
ALTER TABLE "handover_tickets" ADD COLUMN "session_version" integer;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "second_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_credentials" ADD COLUMN "scopes" text[] DEFAULT ARRAY['store:read']::text[] NOT NULL;