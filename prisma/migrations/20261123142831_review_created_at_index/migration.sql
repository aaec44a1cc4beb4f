-- CreateIndex
CREATE INDEX "reviews_created_at_idx" ON "reviews"("created_at");
