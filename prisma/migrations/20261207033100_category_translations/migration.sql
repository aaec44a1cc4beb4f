-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "subcategories" ADD COLUMN     "translations" JSONB NOT NULL DEFAULT '{}';
