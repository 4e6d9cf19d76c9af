-- Issue 20 (decision 0017): Claims History keeps the most recent row of each claim number plus
-- serial number (the latest call date, then the highest id), not the first one loaded.
DROP MATERIALIZED VIEW IF EXISTS "claims_history";--> statement-breakpoint
CREATE MATERIALIZED VIEW "claims_history" AS
SELECT DISTINCT ON ("dealer_id", "call_number", "product_serial") *
FROM "warranty_calls"
WHERE "call_status" IN ('Closed', 'Complete')
ORDER BY "dealer_id", "call_number", "product_serial", "call_date" DESC NULLS LAST, "id" DESC;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_history_key" ON "claims_history" ("id");--> statement-breakpoint
CREATE INDEX "claims_history_page_idx" ON "claims_history" ("dealer_id", "id");
