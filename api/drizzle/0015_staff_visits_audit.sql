ALTER TABLE "audit_log" ADD COLUMN "last_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_dealer_idx" ON "audit_log" USING btree ("dealer_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_visit_idx" ON "audit_log" USING btree ("user_id","dealer_id","id") WHERE action = 'dealer-visit';