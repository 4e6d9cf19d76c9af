-- Decision 0121: the parts catalogue. Its rows name each other by the feed's numbers, without foreign
-- keys (the import checks each reference and answers a row error); indexes only for its reads: the
-- part number upper-cased in byte order (exact and prefix), the chain backwards, the descriptions'
-- words per language (trigrams over the folded text), a price on a day, stock and callouts by part.
CREATE TABLE "catalog_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_key" text,
	"warehouse_code" text NOT NULL,
	"part_number" text NOT NULL,
	"on_hand" integer NOT NULL,
	"next_receipt_date" date,
	"next_receipt_quantity" integer
);
--> statement-breakpoint
CREATE TABLE "catalog_callouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_key" text,
	"model" text NOT NULL,
	"assembly_code" text NOT NULL,
	"callout" integer NOT NULL,
	"part_number" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_diagrams" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_key" text,
	"model" text NOT NULL,
	"assembly_code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_fr" text NOT NULL,
	"svg" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_kits" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_key" text,
	"kit_part_number" text NOT NULL,
	"component_part_number" text NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_number" text NOT NULL,
	"description_en" text NOT NULL,
	"description_fr" text NOT NULL,
	"unit" text NOT NULL,
	"pack_quantity" integer NOT NULL,
	"weight_kg" numeric,
	"status" text NOT NULL,
	"superseded_by" text,
	"search_en" text GENERATED ALWAYS AS (translate(lower(description_en), 'àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaeeeeiiiiooooouuuucnyaaaaaeeeeiiiiooooouuuucny')) STORED,
	"search_fr" text GENERATED ALWAYS AS (translate(lower(description_fr), 'àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaeeeeiiiiooooouuuucnyaaaaaeeeeiiiiooooouuuucny')) STORED,
	CONSTRAINT "catalog_parts_part_number_unique" UNIQUE("part_number")
);
--> statement-breakpoint
CREATE TABLE "catalog_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"import_key" text,
	"price_list_code" text NOT NULL,
	"part_number" text NOT NULL,
	"list_price" numeric NOT NULL,
	"net_price" numeric NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date
);
--> statement-breakpoint
CREATE TABLE "dealer_price_lists" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"price_list_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "price_lists_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_availability_import_key_idx" ON "catalog_availability" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "catalog_availability_part_idx" ON "catalog_availability" USING btree ("part_number");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_callouts_import_key_idx" ON "catalog_callouts" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "catalog_callouts_diagram_idx" ON "catalog_callouts" USING btree ("model","assembly_code","callout");--> statement-breakpoint
CREATE INDEX "catalog_callouts_part_idx" ON "catalog_callouts" USING btree ("part_number");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_diagrams_import_key_idx" ON "catalog_diagrams" USING btree ("import_key");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_kits_import_key_idx" ON "catalog_kits" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "catalog_kits_kit_idx" ON "catalog_kits" USING btree ("kit_part_number");--> statement-breakpoint
CREATE INDEX "catalog_kits_component_idx" ON "catalog_kits" USING btree ("component_part_number");--> statement-breakpoint
CREATE INDEX "catalog_parts_number_prefix_idx" ON "catalog_parts" USING btree (upper("part_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "catalog_parts_superseded_by_idx" ON "catalog_parts" USING btree ("superseded_by");--> statement-breakpoint
CREATE INDEX "catalog_parts_search_en_idx" ON "catalog_parts" USING gin ("search_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "catalog_parts_search_fr_idx" ON "catalog_parts" USING gin ("search_fr" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_prices_import_key_idx" ON "catalog_prices" USING btree ("import_key");--> statement-breakpoint
CREATE INDEX "catalog_prices_part_idx" ON "catalog_prices" USING btree ("price_list_code","part_number","effective_from");