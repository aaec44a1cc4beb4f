-- Search in the shop's three languages (lib/catalog/search-words.ts): the words of a product's Sinhala and Tamil
-- name and description, and a loose romanized key of every word ('kurundu' for කුරුඳු), computed in TypeScript when
-- the product is written, since the transliteration is not PostgreSQL's. Space-separated, each starting with a space
-- so a key's ILIKE '% key%' is the start of a word. Empty until written: the English words as the database splits
-- them still find such a product; the start of the shop (and `npm run db:migrate`) fills the empty ones.

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "search_name_words" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "search_text_words" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "products_search_name_words_trgm_idx" ON "products" USING GIN ("search_name_words" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "products_search_text_words_trgm_idx" ON "products" USING GIN ("search_text_words" gin_trgm_ops);

-- The word list takes these words too: those of the names in the name (in_name), the rest not.
CREATE FUNCTION "product_search_words_of"(product_name TEXT, product_description TEXT, name_words TEXT, text_words TEXT)
  RETURNS TABLE (word TEXT, in_name BOOLEAN) LANGUAGE sql IMMUTABLE AS $$
  SELECT part, bool_or(part_in_name) FROM (
    SELECT regexp_split_to_table(lower(product_name), '\s+') AS part, true AS part_in_name
    UNION ALL
    SELECT regexp_split_to_table(name_words, '\s+'), true
    UNION ALL
    SELECT regexp_split_to_table(lower(product_description), '\s+'), false
    UNION ALL
    SELECT regexp_split_to_table(text_words, '\s+'), false
  ) parts
  WHERE part <> '' AND length(part) <= 200
  GROUP BY part
$$;

CREATE OR REPLACE FUNCTION "product_search_words_list"(product_ids TEXT[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO product_search_words (word, product_id, in_name, rating_count, created_at)
      SELECT words.word, products.id, words.in_name, products.rating_count, products.created_at
      FROM products,
           product_search_words_of(products.name, products.description, products.search_name_words, products.search_text_words) words
      WHERE products.id = ANY (product_ids) AND products.status = 'PUBLISHED'
      RETURNING word
  )
  INSERT INTO search_words (word) SELECT DISTINCT word FROM added ORDER BY word ON CONFLICT DO NOTHING
$$;

DROP FUNCTION "product_search_words_of"(TEXT, TEXT);

DROP TRIGGER "products_search_words_update" ON "products";
CREATE TRIGGER "products_search_words_update"
  AFTER UPDATE OF name, description, search_name_words, search_text_words, status, rating_count, created_at ON "products"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.search_name_words IS DISTINCT FROM NEW.search_name_words OR OLD.search_text_words IS DISTINCT FROM NEW.search_text_words
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "product_search_words_update"();
