-- DropIndex
DROP INDEX "payments_created_at_idx";

-- DropIndex
DROP INDEX "payments_status_idx";

-- DropIndex
DROP INDEX "payments_user_id_created_at_idx";

-- CreateIndex
CREATE INDEX "payments_user_id_created_at_id_idx" ON "payments"("user_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "payments_created_at_id_idx" ON "payments"("created_at", "id");

-- CreateIndex
CREATE INDEX "payments_status_created_at_id_idx" ON "payments"("status", "created_at", "id");

-- CreateIndex
CREATE INDEX "payments_intent_id_trgm_idx" ON "payments" USING GIN ("intent_id" gin_trgm_ops);
