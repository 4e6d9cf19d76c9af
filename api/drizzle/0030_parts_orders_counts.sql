-- Decision 0135, later: a parts orders page read its tab's total with count(*) over the dealer's orders, 5-8 ms
-- of PostgreSQL's CPU for the big dealer at every page (bench/api-cpu.mjs). Since migration 0029
-- parts_orders is a table, so its counts are kept as the wholegoods orders' are (migration 0011):
-- by statement triggers, in the same transaction as its rows, applied as a difference (+1 per new
-- row, -1 per old one) per dealer and tab.
CREATE TABLE "parts_orders_counts" (
	"dealer_id" integer NOT NULL,
	"view" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "parts_orders_counts_dealer_id_view_pk" PRIMARY KEY("dealer_id","view")
);--> statement-breakpoint
CREATE FUNCTION "parts_orders_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "parts_orders_counts";
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "parts_orders_counts" ("dealer_id", "view", "n")
    SELECT o."dealer_id", o."view", -count(*) FROM "old_rows" o GROUP BY o."dealer_id", o."view"
    ON CONFLICT ("dealer_id", "view") DO UPDATE SET "n" = "parts_orders_counts"."n" + excluded."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "parts_orders_counts" ("dealer_id", "view", "n")
    SELECT o."dealer_id", o."view", count(*) FROM "new_rows" o GROUP BY o."dealer_id", o."view"
    ON CONFLICT ("dealer_id", "view") DO UPDATE SET "n" = "parts_orders_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "parts_orders_counts_insert" AFTER INSERT ON "parts_orders"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "parts_orders_counts_update" AFTER UPDATE ON "parts_orders"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "parts_orders_counts_delete" AFTER DELETE ON "parts_orders"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "parts_orders_counts_truncate" AFTER TRUNCATE ON "parts_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "parts_orders_counts_apply"();--> statement-breakpoint
-- The rows already there.
INSERT INTO "parts_orders_counts" ("dealer_id", "view", "n")
SELECT "dealer_id", "view", count(*) FROM "parts_orders" GROUP BY "dealer_id", "view";
