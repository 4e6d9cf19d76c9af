CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
DROP INDEX "submissions_idem_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_idem_user_idx" ON "submissions" USING btree ("user_id","kind","idempotency_key");