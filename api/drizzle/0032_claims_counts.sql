-- The claims lists' 'Page X of Y' without counting: a claims page counted its tab's rows at every
-- cold page (2.5-3.3 ms of PostgreSQL's CPU for the big dealer, bench/api-cpu.mjs). The open and
-- all tabs read warranty_calls: their counts are kept by statement triggers in the same transaction
-- as the rows (+1 per new row, -1 per old one), as the wholegoods orders' are (migration 0011).
-- The history tab reads the materialized view claims_history, which carries no triggers: its
-- counts are counted again in the transaction that refreshes it (api/src/lists/readModels.ts).
CREATE TABLE "claims_counts" (
	"dealer_id" integer NOT NULL,
	"view" text NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "claims_counts_dealer_id_view_pk" PRIMARY KEY("dealer_id","view")
);--> statement-breakpoint
CREATE FUNCTION "claims_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "claims_counts" WHERE "view" <> 'history';
    RETURN NULL;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "claims_counts" ("dealer_id", "view", "n")
    SELECT o."dealer_id", v."view", -count(*)
    FROM "old_rows" o,
      LATERAL (VALUES ('all'), (CASE WHEN o."call_status" = 'Open' THEN 'open' END)) v("view")
    WHERE v."view" IS NOT NULL
    GROUP BY o."dealer_id", v."view"
    ON CONFLICT ("dealer_id", "view") DO UPDATE SET "n" = "claims_counts"."n" + excluded."n";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "claims_counts" ("dealer_id", "view", "n")
    SELECT o."dealer_id", v."view", count(*)
    FROM "new_rows" o,
      LATERAL (VALUES ('all'), (CASE WHEN o."call_status" = 'Open' THEN 'open' END)) v("view")
    WHERE v."view" IS NOT NULL
    GROUP BY o."dealer_id", v."view"
    ON CONFLICT ("dealer_id", "view") DO UPDATE SET "n" = "claims_counts"."n" + excluded."n";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "claims_counts_insert" AFTER INSERT ON "warranty_calls"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "claims_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "claims_counts_update" AFTER UPDATE ON "warranty_calls"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "claims_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "claims_counts_delete" AFTER DELETE ON "warranty_calls"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "claims_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "claims_counts_truncate" AFTER TRUNCATE ON "warranty_calls"
  FOR EACH STATEMENT EXECUTE FUNCTION "claims_counts_apply"();--> statement-breakpoint
-- The rows already there.
INSERT INTO "claims_counts" ("dealer_id", "view", "n")
SELECT c."dealer_id", v."view", count(*)
FROM "warranty_calls" c,
  LATERAL (VALUES ('all'), (CASE WHEN c."call_status" = 'Open' THEN 'open' END)) v("view")
WHERE v."view" IS NOT NULL
GROUP BY c."dealer_id", v."view";--> statement-breakpoint
INSERT INTO "claims_counts" ("dealer_id", "view", "n")
SELECT "dealer_id", 'history', count(*) FROM "claims_history" GROUP BY "dealer_id";
