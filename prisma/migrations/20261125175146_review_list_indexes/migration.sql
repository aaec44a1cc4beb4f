-- DropIndex
DROP INDEX "reviews_created_at_idx";

-- DropIndex
DROP INDEX "reviews_product_id_created_at_idx";

-- CreateIndex
CREATE INDEX "reviews_product_id_created_at_id_idx" ON "reviews"("product_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "reviews_created_at_id_idx" ON "reviews"("created_at", "id");

-- CreateIndex
CREATE INDEX "reviews_rating_created_at_id_idx" ON "reviews"("rating", "created_at", "id");

-- CreateIndex
CREATE INDEX "reviews_comment_trgm_idx" ON "reviews" USING GIN ("comment" gin_trgm_ops);
