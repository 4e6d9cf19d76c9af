CREATE INDEX "invoices_number_prefix_idx" ON "invoices" USING btree ("dealer_id",upper("invoice_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "parts_lines_number_prefix_idx" ON "parts_lines" USING btree ("dealer_id",upper("sales_order_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stock_units_serial_prefix_idx" ON "stock_units" USING btree ("dealer_id",upper("serial_no") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "submissions_serial_idx" ON "submissions" USING btree ("dealer_id",upper("payload" ->> 'serialNumber'));--> statement-breakpoint
CREATE INDEX "warranty_calls_number_prefix_idx" ON "warranty_calls" USING btree ("dealer_id",upper("call_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "warranty_calls_serial_prefix_idx" ON "warranty_calls" USING btree ("dealer_id",upper("product_serial") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "wholegoods_orders_number_prefix_idx" ON "wholegoods_orders" USING btree ("dealer_id",upper("order_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "wholegoods_orders_serial_prefix_idx" ON "wholegoods_orders" USING btree ("dealer_id",upper("lot_serial") text_pattern_ops);