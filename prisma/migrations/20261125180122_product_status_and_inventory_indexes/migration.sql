-- CreateEnum
CREATE TYPE "ProductStatus" AS ENUM ('DRAFT', 'PUBLISHED');

-- DropIndex
DROP INDEX "products_created_at_idx";

-- DropIndex
DROP INDEX "products_price_idx";

-- DropIndex
DROP INDEX "products_stock_idx";

-- AlterTable
ALTER TABLE "products" ADD COLUMN     "status" "ProductStatus" NOT NULL DEFAULT 'PUBLISHED';

-- CreateIndex
CREATE INDEX "products_price_id_idx" ON "products"("price", "id");

-- CreateIndex
CREATE INDEX "products_stock_id_idx" ON "products"("stock", "id");

-- CreateIndex
CREATE INDEX "products_discount_id_idx" ON "products"("discount", "id");

-- CreateIndex
CREATE INDEX "products_rating_average_id_idx" ON "products"("rating_average", "id");

-- CreateIndex
CREATE INDEX "products_name_id_idx" ON "products"("name", "id");

-- CreateIndex
CREATE INDEX "products_created_at_id_idx" ON "products"("created_at", "id");

-- CreateIndex
CREATE INDEX "products_status_created_at_id_idx" ON "products"("status", "created_at", "id");
