-- Decision 0128: parts orders placed in the portal: the order numbers, what the feed does not carry
-- (type, ship-to, who placed it) and the Idempotency-Keys of placing, one per dealer and key.
CREATE SEQUENCE "public"."parts_order_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "parts_order_keys" (
	"dealer_id" integer NOT NULL,
	"key" text NOT NULL,
	"request" text NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_order_keys_dealer_id_key_pk" PRIMARY KEY("dealer_id","key")
);
--> statement-breakpoint
CREATE TABLE "parts_order_placements" (
	"sales_order_no" text PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"order_type" text NOT NULL,
	"serial" text,
	"customer_po" text NOT NULL,
	"ship_to" text NOT NULL,
	"shipping_method" text NOT NULL,
	"notes" text,
	"currency" text,
	"total" numeric(14, 2) NOT NULL,
	"placed_by" text NOT NULL,
	"note" text,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "parts_order_keys" ADD CONSTRAINT "parts_order_keys_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts_order_placements" ADD CONSTRAINT "parts_order_placements_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parts_order_keys_created_idx" ON "parts_order_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "parts_order_placements_dealer_idx" ON "parts_order_placements" USING btree ("dealer_id","placed_at");