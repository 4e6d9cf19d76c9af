-- Substring search over the big lists (issue 14): a trigram index on the searched fields joined by
-- chr(31), so that one dealer's 100,000 rows are not all scanned for each keystroke. The
-- expression must stay identical to searchText() in src/http/sqlList.ts, or it is not used.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "wholegoods_orders_search_idx" ON "wholegoods_orders" USING gin ((lower(coalesce("order_number", '') || chr(31) || coalesce("schedule_status", '') || chr(31) || coalesce("customer_po_number", '') || chr(31) || coalesce("description", '') || chr(31) || coalesce("part_model", '') || chr(31) || coalesce("lot_serial", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_lines_search_idx" ON "parts_lines" USING gin ((lower(coalesce("sales_order_no", '') || chr(31) || coalesce("invoice_status", '') || chr(31) || coalesce("customer_po", '') || chr(31) || coalesce("part", '') || chr(31) || coalesce("part_description", '') || chr(31) || coalesce("type", ''))) gin_trgm_ops);
