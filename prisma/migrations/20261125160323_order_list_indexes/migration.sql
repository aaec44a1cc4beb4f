-- DropIndex
DROP INDEX "orders_created_at_idx";

-- DropIndex
DROP INDEX "orders_delivery_status_idx";

-- DropIndex
DROP INDEX "orders_payment_status_idx";

-- DropIndex
DROP INDEX "orders_user_id_created_at_idx";

-- CreateIndex
CREATE INDEX "orders_user_id_created_at_id_idx" ON "orders"("user_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "orders_created_at_id_idx" ON "orders"("created_at", "id");

-- CreateIndex
CREATE INDEX "orders_payment_status_created_at_id_idx" ON "orders"("payment_status", "created_at", "id");

-- CreateIndex
CREATE INDEX "orders_delivery_status_created_at_id_idx" ON "orders"("delivery_status", "created_at", "id");

-- CreateIndex
CREATE INDEX "orders_payment_method_created_at_id_idx" ON "orders"("payment_method", "created_at", "id");

-- CreateIndex
CREATE INDEX "orders_order_number_trgm_idx" ON "orders" USING GIN ("order_number" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_user_name_trgm_idx" ON "orders" USING GIN ("user_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_user_email_trgm_idx" ON "orders" USING GIN ("user_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "orders_delivery_mobile_trgm_idx" ON "orders" USING GIN ("delivery_mobile" gin_trgm_ops);
