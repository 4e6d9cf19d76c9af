-- Issue 22 (decision 0066): list pages planned once and planned right.
--
-- 1. (dealer_id, ordered_date) is a prefix of wholegoods_orders_sort_ordered_date_idx (dealer_id,
--    ordered_date ASC NULLS LAST, id) of migration 0011, in the same order, so every scan it
--    served the sort index serves; one index less to keep up on every import of orders.
DROP INDEX "wholegoods_orders_dealer_idx";--> statement-breakpoint
-- 2. A descending order is read key by key from the ascending index (api/src/http/keyset.ts,
--    byKeys): each next key by one descent, its rows in id order by a range of the same index.
--    The descending indexes of migration 0011 served only that.
DROP INDEX "wholegoods_orders_sort_description_desc_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_part_model_desc_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_schedule_status_desc_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_entity_code_desc_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_assign_type_desc_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_ship_to_desc_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_invoice_status_desc_idx";--> statement-breakpoint
-- 3. The tabs (api/src/lists/wholegoods.ts, wholegoodsHistory) are expressions PostgreSQL has no
--    statistics for: it took the history tab for 3 rows of 29,400 and read a sorted page of it
--    through the tab's (dealer, id) index, sorting every row (0.4-1.2 s at 100,000 orders). The
--    statistics of the two expressions, together, give the tab's true share.
CREATE STATISTICS "wholegoods_orders_tab_stats" ON (lower(coalesce("invoice_status", ''))), (coalesce("schedule_status", '')) FROM "wholegoods_orders";--> statement-breakpoint
ANALYZE "wholegoods_orders";
