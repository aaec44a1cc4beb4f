-- AlterTable
ALTER TABLE "order_items" ADD COLUMN     "name_translations" JSONB NOT NULL DEFAULT '{}';

-- Existing order lines: the Sinhala and Tamil names of their products where the product still exists under the
-- name the line was ordered by (a renamed product's translations would name something else).
UPDATE "order_items" AS item
SET "name_translations" = jsonb_strip_nulls(jsonb_build_object(
  'si', NULLIF(btrim(product."translations" -> 'si' ->> 'name'), ''),
  'ta', NULLIF(btrim(product."translations" -> 'ta' ->> 'name'), '')
))
FROM "products" AS product
WHERE product."id" = item."product_id" AND product."name" = item."name";
