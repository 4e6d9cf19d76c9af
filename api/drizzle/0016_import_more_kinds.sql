ALTER TABLE "profile_rows" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "sales_staff" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "profile_rows_import_key_idx" ON "profile_rows" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_staff_import_key_idx" ON "sales_staff" USING btree ("import_key");