-- Decision 0116: the orders' indexes chosen by the manufacturer's network (2,000 dealers,
-- 10,000,000 orders and parts lines, the largest dealer 200,000). Every index is kept up by every
-- imported row; these served only sorts that no screen offers (the orders screens sort by order
-- number, description, model, serial, status, the three dates and the dealer's PO:
-- shared/src/ui/list/listRoutes.tsx). The API still sorts by each of these columns, by reading the
-- dealer's rows of the tab and keeping the first page's (a top-N sort), without reading its
-- descending orders key by key (api/src/lists/wholegoods.ts).
DROP INDEX "wholegoods_orders_sort_entity_code_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_part_lot_serial_id_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_assign_owner_id_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_assign_type_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_part_id_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_sales_order_header_id_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_sales_order_line_id_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_work_order_id_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_work_order_number_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_completed_date_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_ship_to_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_invoice_number_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_invoice_amount_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_amount_paid_idx";--> statement-breakpoint
DROP INDEX "wholegoods_orders_sort_invoice_status_idx";
