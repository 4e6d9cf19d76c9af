-- Decision 0134: a description's words searched through a word index (each typed word a word's start)
-- instead of substrings through trigrams: the stored folded texts give way to their words.
DROP INDEX "catalog_parts_search_en_idx";--> statement-breakpoint
DROP INDEX "catalog_parts_search_fr_idx";--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD COLUMN "words_en" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(translate(lower(description_en), 'àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaeeeeiiiiooooouuuucnyaaaaaeeeeiiiiooooouuuucny'), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "catalog_parts" ADD COLUMN "words_fr" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(translate(lower(description_fr), 'àâäáãéèêëíìîïóòôöõúùûüçñÿÀÂÄÁÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÇÑŸ', 'aaaaaeeeeiiiiooooouuuucnyaaaaaeeeeiiiiooooouuuucny'), '[^a-z0-9]+', ' ', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "catalog_parts_words_en_idx" ON "catalog_parts" USING gin ("words_en");--> statement-breakpoint
CREATE INDEX "catalog_parts_words_fr_idx" ON "catalog_parts" USING gin ("words_fr");--> statement-breakpoint
ALTER TABLE "catalog_parts" DROP COLUMN "search_en";--> statement-breakpoint
ALTER TABLE "catalog_parts" DROP COLUMN "search_fr";