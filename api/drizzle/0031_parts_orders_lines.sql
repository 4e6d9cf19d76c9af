-- Decision 0137: a parts order's lines, merged as the screens show them (requirements 000 §3:
-- lines of one part number and description summed, in the order first seen), kept in its row of
-- the read model. A page of parts orders read them with a second statement and merged them in the
-- API at every cold page: a round trip and a row per line, half the API's CPU for the page. The
-- view gains the column at its end; its grouping and tab rules stay as migration 0029 wrote them
-- (read here from the view itself, so they are written once).
DO $$
BEGIN
  EXECUTE format($view$
    CREATE OR REPLACE VIEW "parts_orders_source" AS
    SELECT g.*, (
      SELECT coalesce(json_agg(json_build_object(
          'partNumber', m."part", 'description', m."description",
          'ordered', m."ordered", 'shipped', m."shipped", 'backordered', m."backordered")
        ORDER BY m."first"), '[]')
      FROM (
        SELECT coalesce(l."part", '') AS "part", coalesce(l."part_description", '') AS "description",
          sum(coalesce(l."ordered_qty", 0)) AS "ordered", sum(coalesce(l."shipped_qty", 0)) AS "shipped",
          sum(coalesce(l."backordered_qty", 0)) AS "backordered", min(l."id") AS "first"
        FROM "parts_lines" l
        WHERE l."id" = ANY (g."line_ids")
        GROUP BY 1, 2
      ) m
    ) AS "lines"
    FROM (%s) g
  $view$, rtrim(btrim(pg_get_viewdef('parts_orders_source'::regclass)), ';'));
END
$$;--> statement-breakpoint
ALTER TABLE "parts_orders" ADD COLUMN "lines" json;--> statement-breakpoint
-- Every order's row again, with its lines (the counts' triggers follow the truncation and the rows).
TRUNCATE "parts_orders";--> statement-breakpoint
INSERT INTO "parts_orders" SELECT * FROM "parts_orders_source";--> statement-breakpoint
ALTER TABLE "parts_orders" ALTER COLUMN "lines" SET NOT NULL;
