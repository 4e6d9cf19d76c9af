-- Decision 0135: the parts orders' read model becomes a table kept per order. As a materialized view
-- it could only be refreshed whole: every parts order placed in the portal rebuilt every dealer's
-- orders (10,000,000 lines at the manufacturer's shape) under a lock that held every reader. The
-- grouping stays in one place, the view parts_orders_source; the table holds its rows. Every
-- statement that writes parts lines marks the orders it touched (parts_orders_dirty, by triggers);
-- a batch load then rebuilds those orders' rows, and an order placed rebuilds its own in its
-- transaction (api/src/db/partsOrdersModel.ts).
CREATE VIEW "parts_orders_source" AS
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
CREATE TABLE "parts_orders_kept" AS SELECT * FROM "parts_orders_source";--> statement-breakpoint
DROP MATERIALIZED VIEW "parts_orders";--> statement-breakpoint
ALTER TABLE "parts_orders_kept" RENAME TO "parts_orders";--> statement-breakpoint
CREATE UNIQUE INDEX "parts_orders_key" ON "parts_orders" ("dealer_id", "view", "sales_order_no");--> statement-breakpoint
CREATE INDEX "parts_orders_page_idx" ON "parts_orders" ("dealer_id", "view", "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_search_idx" ON "parts_orders" USING gin ((lower(coalesce("sales_order_no", '') || chr(31) || coalesce("status", '') || chr(31) || coalesce("customer_po", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_orders_sort_order_number_idx" ON "parts_orders" ("dealer_id", "view", (nullif(lower("sales_order_no"), '')), "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_status_idx" ON "parts_orders" ("dealer_id", "view", (nullif(lower("status"), '')), "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_ordered_date_idx" ON "parts_orders" ("dealer_id", "view", "ordered_date", "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_invoice_date_idx" ON "parts_orders" ("dealer_id", "view", "invoice_date", "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_customer_po_idx" ON "parts_orders" ("dealer_id", "view", (nullif(lower("customer_po"), '')), "first_line_id");--> statement-breakpoint
CREATE TABLE "parts_orders_dirty" (
	"dealer_id" integer NOT NULL,
	"sales_order_no" text NOT NULL,
	CONSTRAINT "parts_orders_dirty_pk" PRIMARY KEY("dealer_id","sales_order_no")
);--> statement-breakpoint

-- The orders a statement's parts lines belong to, before and after it (a line moved to another
-- order dirties both).
CREATE FUNCTION "parts_orders_mark"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "parts_orders_dirty" ("dealer_id", "sales_order_no")
    SELECT DISTINCT "dealer_id", "sales_order_no" FROM "new_rows"
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "parts_orders_dirty" ("dealer_id", "sales_order_no")
    SELECT DISTINCT "dealer_id", "sales_order_no" FROM "old_rows"
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "parts_orders_mark_insert" AFTER INSERT ON "parts_lines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_mark"();--> statement-breakpoint
CREATE TRIGGER "parts_orders_mark_update" AFTER UPDATE ON "parts_lines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_mark"();--> statement-breakpoint
CREATE TRIGGER "parts_orders_mark_delete" AFTER DELETE ON "parts_lines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_mark"();
