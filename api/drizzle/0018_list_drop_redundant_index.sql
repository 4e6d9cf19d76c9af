-- Issue 22 (decision 0066): (dealer_id, ordered_date) is a prefix of wholegoods_orders_sort_ordered_date_idx
-- (dealer_id, ordered_date ASC NULLS LAST, id) of migration 0011, in the same order, so every scan
-- it served the sort index serves; one index less to keep up on every import of orders.
DROP INDEX "wholegoods_orders_dealer_idx";