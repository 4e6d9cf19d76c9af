-- Decision 0134: a description's words searched through a word index (each typed word a word's start)
-- instead of substrings through trigrams: the stored folded texts give way to their words, and every
-- word is listed by language (catalog_words), so that a typed start becomes the words it starts.
DROP INDEX "catalog_parts_search_en_idx";--> statement-breakpoint
DROP INDEX "catalog_parts_search_fr_idx";--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(translate(lower(description_en), 'àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaeeeeiiiiooooouuuucnyaaaaaeeeeiiiiooooouuuucny'), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD COLUMN "words_fr" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(translate(lower(description_fr), 'àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaeeeeiiiiooooouuuucnyaaaaaeeeeiiiiooooouuuucny'), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "catalog_parts_words_en_idx" ON "catalog_parts" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "catalog_parts_words_fr_idx" ON "catalog_parts" USING gin ("words_fr");--> statement-breakpoint
ALTER TABLE "catalog_parts" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "catalog_parts" DROP COLUMN "search_fr";--> statement-breakpoint
CREATE TABLE "catalog_words" (
	"language" text NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "catalog_words_language_word_pk" PRIMARY KEY("language","word")
);--> statement-breakpoint

-- The words of the parts a statement wrote, added once each (a part's words are few; the feed's
-- statements write thousands of parts with a few hundred words between them).
CREATE FUNCTION "catalog_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "catalog_words" ("language", "word")
  SELECT DISTINCT l."language", w."word"
  FROM "new_rows" p,
    LATERAL (VALUES ('en', p."words_en"), ('fr', p."words_fr")) l("language", "words"),
    LATERAL unnest(tsvector_to_array(l."words")) w("word")
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "catalog_words_insert" AFTER INSERT ON "catalog_parts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_words_add"();--> statement-breakpoint
CREATE TRIGGER "catalog_words_update" AFTER UPDATE ON "catalog_parts"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_words_add"();--> statement-breakpoint
INSERT INTO "catalog_words" ("language", "word")
SELECT DISTINCT l."language", w."word"
FROM "catalog_parts" p,
  LATERAL (VALUES ('en', p."words_en"), ('fr', p."words_fr")) l("language", "words"),
  LATERAL unnest(tsvector_to_array(l."words")) w("word")
ON CONFLICT DO NOTHING;
