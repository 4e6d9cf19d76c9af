CREATE TABLE "imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"mode" text NOT NULL,
	"status" text NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"deleted" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "service_accounts_name_unique" UNIQUE("name"),
	CONSTRAINT "service_accounts_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "parts_lines" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "stock_units" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "warranty_calls" ADD COLUMN "import_key" text;--> statement-breakpoint
ALTER TABLE "wholegoods_orders" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE INDEX "imports_started_idx" ON "imports" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_import_key_idx" ON "invoices" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "parts_lines_import_key_idx" ON "parts_lines" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_units_import_key_idx" ON "stock_units" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_calls_import_key_idx" ON "warranty_calls" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "wholegoods_orders_import_key_idx" ON "wholegoods_orders" USING btree ("import_key");