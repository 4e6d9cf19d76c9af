-- Issue 22 (decision 0021): lists whose cost does not grow with the dealer's size.
--
-- 1. Keyset paging reads a page as one index range in the list's order: (dealer, sort key with
--    empty values last, id). One index per sortable column of wholegoods orders (the list that
--    reaches a million rows for one dealer); the expressions must stay identical to
--    api/src/lists/wholegoods.ts (textKey, amountExpr, the invoice status) or PostgreSQL will not
--    use them. The rows with a key and those without are read apart (api/src/http/keyset.ts), so
--    where the empty keys sit in an index does not matter. A descending sort keeps ties in
--    ascending id order, which a backward scan of the ascending index cannot give: PostgreSQL then
--    sorts each run of equal keys by id (an incremental sort), cheap when runs are short (dates,
--    numbers, order numbers) and not when a column has a handful of values (statuses, types):
--    those also get a descending index (key desc, id asc).
--
-- 2. The 'Page X of Y' total of each tab from wholegoods_counts, kept by statement triggers in the
--    same transaction as the rows, instead of counting up to a million rows per page.

CREATE INDEX "wholegoods_orders_sort_order_number_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("order_number"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_description_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("description"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_description_desc_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("description"), '')) DESC NULLS FIRST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_part_model_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("part_model"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_part_model_desc_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("part_model"), '')) DESC NULLS FIRST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_lot_serial_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("lot_serial"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_schedule_status_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("schedule_status"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_schedule_status_desc_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("schedule_status"), '')) DESC NULLS FIRST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_entity_code_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("entity_code"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_entity_code_desc_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("entity_code"), '')) DESC NULLS FIRST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_assign_type_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("assign_type"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_assign_type_desc_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("assign_type"), '')) DESC NULLS FIRST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_work_order_number_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("work_order_number"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_ship_to_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("ship_to"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_ship_to_desc_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("ship_to"), '')) DESC NULLS FIRST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_invoice_number_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("invoice_number"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_customer_po_number_idx" ON "wholegoods_orders" ("dealer_id", (nullif(lower("customer_po_number"), '')) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_ordered_date_idx" ON "wholegoods_orders" ("dealer_id", "ordered_date" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_promised_date_idx" ON "wholegoods_orders" ("dealer_id", "promised_date" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_part_lot_serial_id_idx" ON "wholegoods_orders" ("dealer_id", "part_lot_serial_id" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_assign_owner_id_idx" ON "wholegoods_orders" ("dealer_id", "assign_owner_id" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_part_id_idx" ON "wholegoods_orders" ("dealer_id", "part_id" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_sales_order_header_id_idx" ON "wholegoods_orders" ("dealer_id", "sales_order_header_id" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_sales_order_line_id_idx" ON "wholegoods_orders" ("dealer_id", "sales_order_line_id" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_work_order_id_idx" ON "wholegoods_orders" ("dealer_id", "work_order_id" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_completed_date_idx" ON "wholegoods_orders" ("dealer_id", "completed_date" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_invoice_date_idx" ON "wholegoods_orders" ("dealer_id", "invoice_date" ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_invoice_amount_idx" ON "wholegoods_orders" ("dealer_id", (case when regexp_replace(coalesce("invoice_amount", ''), '[$,]', '', 'g') ~ '^-?[0-9]+(\.[0-9]+)?$' then regexp_replace("invoice_amount", '[$,]', '', 'g')::numeric else 0 end) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_amount_paid_idx" ON "wholegoods_orders" ("dealer_id", (case when regexp_replace(coalesce("amount_paid", ''), '[$,]', '', 'g') ~ '^-?[0-9]+(\.[0-9]+)?$' then regexp_replace("amount_paid", '[$,]', '', 'g')::numeric else 0 end) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_invoice_status_idx" ON "wholegoods_orders" ("dealer_id", (case when lower(coalesce("invoice_status", '')) = 'closed' then 'closed' else 'open' end) ASC NULLS LAST, "id");--> statement-breakpoint
CREATE INDEX "wholegoods_orders_sort_invoice_status_desc_idx" ON "wholegoods_orders" ("dealer_id", (case when lower(coalesce("invoice_status", '')) = 'closed' then 'closed' else 'open' end) DESC NULLS FIRST, "id");--> statement-breakpoint

-- Every row counts in 'all' and in its tab. Applied as a difference: +1 per new row, -1 per old.
CREATE FUNCTION "wholegoods_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "wholegoods_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "wholegoods_counts" ("dealer_id", "view", "n")
    SELECT o."dealer_id", v."view", -count(*)
    FROM "old_rows" o,
      LATERAL (VALUES ('all'), (CASE WHEN (lower(coalesce(o."invoice_status", '')) = 'closed' and coalesce(o."schedule_status", '') = 'Shipped') THEN 'history' ELSE 'open' END)) v("view")
    GROUP BY o."dealer_id", v."view"
    ON CONFLICT ("dealer_id", "view") DO UPDATE SET "n" = "wholegoods_counts"."n" + excluded."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "wholegoods_counts" ("dealer_id", "view", "n")
    SELECT o."dealer_id", v."view", count(*)
    FROM "new_rows" o,
      LATERAL (VALUES ('all'), (CASE WHEN (lower(coalesce(o."invoice_status", '')) = 'closed' and coalesce(o."schedule_status", '') = 'Shipped') THEN 'history' ELSE 'open' END)) v("view")
    GROUP BY o."dealer_id", v."view"
    ON CONFLICT ("dealer_id", "view") DO UPDATE SET "n" = "wholegoods_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "wholegoods_counts_insert" AFTER INSERT ON "wholegoods_orders"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wholegoods_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "wholegoods_counts_update" AFTER UPDATE ON "wholegoods_orders"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wholegoods_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "wholegoods_counts_delete" AFTER DELETE ON "wholegoods_orders"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "wholegoods_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "wholegoods_counts_truncate" AFTER TRUNCATE ON "wholegoods_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "wholegoods_counts_apply"();--> statement-breakpoint
-- The rows already there.
INSERT INTO "wholegoods_counts" ("dealer_id", "view", "n")
SELECT o."dealer_id", v."view", count(*)
FROM "wholegoods_orders" o,
  LATERAL (VALUES ('all'), (CASE WHEN (lower(coalesce(o."invoice_status", '')) = 'closed' and coalesce(o."schedule_status", '') = 'Shipped') THEN 'history' ELSE 'open' END)) v("view")
GROUP BY o."dealer_id", v."view";
