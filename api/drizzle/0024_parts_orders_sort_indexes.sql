-- Decision 0120: the parts orders' sorts read by index. The parts orders screens sort by order
-- number, status, order date (also the estimated ship date), invoice date and dealer PO
-- (api/src/lists/parts.ts); without an index each sorted page of the manufacturer's largest
-- dealer (67,000 orders a tab) read and sorted the dealer's whole tab. One (dealer, tab, key, id)
-- index per key, its expression identical to the list's `textKey`; a descending order is read key
-- by key from the same index (api/src/http/keyset.ts). The read model is rebuilt by its refresh,
-- not row by row, so an import of parts lines keeps these up once per load.
CREATE INDEX "parts_orders_sort_order_number_idx" ON "parts_orders" ("dealer_id", "view", (nullif(lower("sales_order_no"), '')), "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_status_idx" ON "parts_orders" ("dealer_id", "view", (nullif(lower("status"), '')), "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_ordered_date_idx" ON "parts_orders" ("dealer_id", "view", "ordered_date", "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_invoice_date_idx" ON "parts_orders" ("dealer_id", "view", "invoice_date", "first_line_id");--> statement-breakpoint
CREATE INDEX "parts_orders_sort_customer_po_idx" ON "parts_orders" ("dealer_id", "view", (nullif(lower("customer_po"), '')), "first_line_id");
