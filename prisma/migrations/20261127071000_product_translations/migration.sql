-- A product's name and description in Sinhala and Tamil (lib/catalog/translations.ts); a language without them shows
-- the English ones. Existing products have none.
-- AlterTable
ALTER TABLE "products" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';
