-- Issue 14: the list screens read one page from the server, so the spec's list rules move into SQL.
-- The expressions below must stay identical to api/src/lists/*.ts, or PostgreSQL will not use them.

-- Wholegoods (spec 000 §4): a row is history when invoice status is closed AND schedule status is
-- 'Shipped'; every other row is open. One partial index per tab serves its pages in id order.
CREATE INDEX "wholegoods_orders_history_idx" ON "wholegoods_orders" ("dealer_id", "id") WHERE (lower(coalesce("invoice_status", '')) = 'closed' and coalesce("schedule_status", '') = 'Shipped');--> statement-breakpoint
CREATE INDEX "wholegoods_orders_open_idx" ON "wholegoods_orders" ("dealer_id", "id") WHERE not (lower(coalesce("invoice_status", '')) = 'closed' and coalesce("schedule_status", '') = 'Shipped');--> statement-breakpoint
-- Spec 000 §5: orders are searched by order number, status and dealer PO (nothing else).
DROP INDEX IF EXISTS "wholegoods_orders_search_idx";--> statement-breakpoint
CREATE INDEX "wholegoods_orders_search_idx" ON "wholegoods_orders" USING gin ((lower(coalesce("order_number", '') || chr(31) || coalesce("schedule_status", '') || chr(31) || coalesce("customer_po_number", ''))) gin_trgm_ops);--> statement-breakpoint

-- Parts orders (spec 000 §3, §4): lines grouped into one order per order number and tab. A line is
-- open when its status, lower-cased, contains 'open' or 'partially shipped' or equals 'shipped';
-- history when it is exactly 'Order History'. The status shown is the text after the first hyphen
-- (open) or the line type (history). An order carries its first line's fields and its lines' ids.
-- Refreshed whenever parts lines are loaded (api/src/lists/readModels.ts).
CREATE MATERIALIZED VIEW "parts_orders" AS
SELECT
  "dealer_id",
  "view",
  "sales_order_no",
  min("id") AS "first_line_id",
  array_agg("id" ORDER BY "id") AS "line_ids",
  (array_agg("status" ORDER BY "id"))[1] AS "status",
  (array_agg("ordered_date" ORDER BY "id"))[1] AS "ordered_date",
  (array_agg("invoice_date" ORDER BY "id"))[1] AS "invoice_date",
  (array_agg("customer_po" ORDER BY "id"))[1] AS "customer_po"
FROM (
  SELECT
    "id", "dealer_id", "sales_order_no", "ordered_date", "invoice_date", "customer_po", "view",
    CASE
      WHEN "view" = 'open' THEN btrim(CASE WHEN strpos(coalesce("invoice_status", ''), '-') > 0 THEN substr("invoice_status", strpos("invoice_status", '-') + 1) ELSE coalesce("invoice_status", '') END)
      ELSE coalesce("type", '')
    END AS "status"
  FROM (
    SELECT l.*,
      CASE
        WHEN lower(coalesce(l."invoice_status", '')) LIKE '%open%'
          OR lower(coalesce(l."invoice_status", '')) LIKE '%partially shipped%'
          OR lower(coalesce(l."invoice_status", '')) = 'shipped' THEN 'open'
        WHEN l."invoice_status" = 'Order History' THEN 'history'
      END AS "view"
    FROM "parts_lines" l
  ) classified
  WHERE "view" IS NOT NULL
) lines
GROUP BY "dealer_id", "view", "sales_order_no";--> statement-breakpoint
CREATE UNIQUE INDEX "parts_orders_key" ON "parts_orders" ("dealer_id", "view", "sales_order_no");--> statement-breakpoint
CREATE INDEX "parts_orders_page_idx" ON "parts_orders" ("dealer_id", "view", "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_search_idx" ON "parts_orders" USING gin ((lower(coalesce("sales_order_no", '') || chr(31) || coalesce("status", '') || chr(31) || coalesce("customer_po", ''))) gin_trgm_ops);--> statement-breakpoint

-- Claims History (spec 000 §4): Closed or Complete, de-duplicated by claim number plus serial
-- number, the first row of each pair kept.
CREATE MATERIALIZED VIEW "claims_history" AS
SELECT DISTINCT ON ("dealer_id", "call_number", "product_serial") *
FROM "warranty_calls"
WHERE "call_status" IN ('Closed', 'Complete')
ORDER BY "dealer_id", "call_number", "product_serial", "id";--> statement-breakpoint
CREATE UNIQUE INDEX "claims_history_key" ON "claims_history" ("id");--> statement-breakpoint
CREATE INDEX "claims_history_page_idx" ON "claims_history" ("dealer_id", "id");--> statement-breakpoint
-- Open Claims: call status Open.
CREATE INDEX "warranty_calls_open_idx" ON "warranty_calls" ("dealer_id", "id") WHERE "call_status" = 'Open';--> statement-breakpoint

-- Invoices (spec 000 §4, §5): Outstanding means status Open; searched by number and status.
CREATE INDEX "invoices_outstanding_idx" ON "invoices" ("dealer_id", "category", "id") WHERE "status" = 'Open';--> statement-breakpoint
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ((lower(coalesce("invoice_number", '') || chr(31) || coalesce("status", ''))) gin_trgm_ops);
