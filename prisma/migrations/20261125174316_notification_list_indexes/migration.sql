-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('order', 'payment', 'stock', 'review', 'account', 'message');

-- DropIndex
DROP INDEX "notifications_audience_created_at_idx";

-- DropIndex
DROP INDEX "notifications_user_id_created_at_idx";

-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "type" "NotificationType" NOT NULL DEFAULT 'message';

-- Backfill: the type of the notifications stored before it, from the messages notify()'s callers write.
UPDATE "notifications" SET "type" = CASE
    WHEN message LIKE 'New user registered:%' THEN 'account'
    WHEN message LIKE 'New review (%' THEN 'review'
    WHEN message LIKE 'Low stock:%' OR message LIKE 'Out of stock:%' THEN 'stock'
    WHEN message LIKE 'Payment %' OR message LIKE 'Stripe payment %' OR message LIKE 'Order % was paid after it was cancelled%' THEN 'payment'
    WHEN message LIKE 'New order %' OR message LIKE 'Your order %' OR message LIKE 'Order %' THEN 'order'
    ELSE 'message'
  END::"NotificationType";

-- CreateIndex
CREATE INDEX "notifications_user_id_created_at_id_idx" ON "notifications"("user_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "notifications_audience_created_at_id_idx" ON "notifications"("audience", "created_at", "id");

-- CreateIndex
CREATE INDEX "notifications_audience_type_created_at_id_idx" ON "notifications"("audience", "type", "created_at", "id");

-- CreateIndex
CREATE INDEX "notifications_unread_user" ON "notifications"("user_id", "created_at", "id") WHERE (NOT read);

-- CreateIndex
CREATE INDEX "notifications_unread_audience" ON "notifications"("audience", "created_at", "id") WHERE (NOT read);
