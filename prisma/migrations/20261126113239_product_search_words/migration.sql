-- The keyword search's word list: a one-word keyword reads its products in relevance order (every word in the name
-- first, then the most reviewed, the newest, the id) from one index and stops at its page, where the ILIKE on
-- products fetched and sorted every match (a common word, 6,000 of 100,000 products: 15 ms a page, 100 pages/s on two
-- cores). search_words holds the distinct words, where pg_trgm finds those a keyword is part of ('cey': ceylon).

-- CreateTable
CREATE TABLE "product_search_words" (
    "word" TEXT NOT NULL,
    "product_id" TEXT NOT NULL,
    "in_name" BOOLEAN NOT NULL,
    "rating_count" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "product_search_words_pkey" PRIMARY KEY ("product_id","word")
);

-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "product_search_words_word_in_name_rating_count_created_at_p_idx" ON "product_search_words"("word", "in_name" DESC, "rating_count" DESC, "created_at" DESC, "product_id");

-- CreateIndex. Without GIN's pending list (fastupdate): a search would scan the list of words added since the last
-- vacuum, up to 4 MB after a bulk load (4 ms a search); new words are few once a catalogue is loaded.
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops) WITH (fastupdate = off);

-- AddForeignKey
ALTER TABLE "product_search_words" ADD CONSTRAINT "product_search_words_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A product's words as the search splits a keyword: lower-cased (as ILIKE compares), split at whitespace, each once,
-- marked when in the name. A keyword's word is then part of the name or the description exactly when it is part of
-- one of these words. Words over 200 characters (no product word is: a pasted link or a run of symbols) are left
-- out, since a btree entry has a size limit.
CREATE FUNCTION "product_search_words_of"(product_name TEXT, product_description TEXT)
  RETURNS TABLE (word TEXT, in_name BOOLEAN) LANGUAGE sql IMMUTABLE AS $$
  SELECT part, bool_or(part_in_name) FROM (
    SELECT regexp_split_to_table(lower(product_name), '\s+') AS part, true AS part_in_name
    UNION ALL
    SELECT regexp_split_to_table(lower(product_description), '\s+'), false
  ) parts
  WHERE part <> '' AND length(part) <= 200
  GROUP BY part
$$;

-- Lists the given products as they are now: one row per word, and each new word in search_words. Only published
-- products are listed (drafts are never found). The new words join search_words in word order, so concurrent writers
-- take their locks in the same order. The triggers and the backfill below all list products through it.
CREATE FUNCTION "product_search_words_list"(product_ids TEXT[]) RETURNS void LANGUAGE sql AS $$
  WITH added AS (
    INSERT INTO product_search_words (word, product_id, in_name, rating_count, created_at)
      SELECT words.word, products.id, words.in_name, products.rating_count, products.created_at
      FROM products, product_search_words_of(products.name, products.description) words
      WHERE products.id = ANY (product_ids) AND products.status = 'PUBLISHED'
      RETURNING word
  )
  INSERT INTO search_words (word) SELECT DISTINCT word FROM added ORDER BY word ON CONFLICT DO NOTHING
$$;

CREATE FUNCTION "product_search_words_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM product_search_words_list(ARRAY(SELECT id FROM new_rows));
  RETURN NULL;
END $$;

-- A rename, a new description, a publish or unpublish and a new review count (the reviews domain updates
-- rating_count) list the product afresh. An id change alone is the foreign key's cascade; a delete is its cascade.
CREATE FUNCTION "product_search_words_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search_words WHERE product_id IN (OLD.id, NEW.id);
  PERFORM product_search_words_list(ARRAY[NEW.id]);
  RETURN NULL;
END $$;

-- Statement-level on insert, so a bulk load lists its products in one pass; row-level on update, where the WHEN
-- clause leaves out (without calling the function) the frequent updates that do not move a product in the search:
-- stock, price, updated_at.
CREATE TRIGGER "products_search_words_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_search_words_insert"();
CREATE TRIGGER "products_search_words_update" AFTER UPDATE OF name, description, status, rating_count, created_at ON "products"
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.description IS DISTINCT FROM NEW.description
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.rating_count IS DISTINCT FROM NEW.rating_count
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION "product_search_words_update"();

-- The products already in the shop.
SELECT product_search_words_list(ARRAY(SELECT id FROM products));
