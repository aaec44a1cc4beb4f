-- CreateEnum
CREATE TYPE "RefundStatus" AS ENUM ('pending', 'succeeded', 'failed');

-- CreateEnum
CREATE TYPE "RefundGateway" AS ENUM ('STRIPE', 'TEST', 'MANUAL');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "OrderPaymentStatus" ADD VALUE 'partially_refunded';
ALTER TYPE "OrderPaymentStatus" ADD VALUE 'refunded';

-- AlterTable
ALTER TABLE "daily_sales" ADD COLUMN     "partially_refunded_orders" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "refunded_orders" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "refunds" (
    "id" TEXT NOT NULL,
    "order_id" TEXT NOT NULL,
    "payment_id" TEXT,
    "amount" DECIMAL(12,2) NOT NULL,
    "reason" TEXT NOT NULL,
    "gateway" "RefundGateway" NOT NULL,
    "gateway_refund_id" TEXT,
    "status" "RefundStatus" NOT NULL DEFAULT 'pending',
    "idempotency_key" TEXT NOT NULL,
    "failure_message" TEXT,
    "created_by" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "refunds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "refunds_gateway_refund_id_key" ON "refunds"("gateway_refund_id");

-- CreateIndex
CREATE UNIQUE INDEX "refunds_idempotency_key_key" ON "refunds"("idempotency_key");

-- CreateIndex
CREATE INDEX "refunds_order_id_created_at_idx" ON "refunds"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "refunds_payment_id_idx" ON "refunds"("payment_id");

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_fkey" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Revenue net of refunds, dated by the day the order was placed (like every figure of the rollup): a paid order not
-- cancelled brings its total less what was refunded on it; a fully refunded one brings nothing and is no paid order.
-- The statuses are compared as text: PostgreSQL refuses enum values added in the same transaction as literals.
CREATE OR REPLACE FUNCTION daily_sales_count_order(item "orders", sign INTEGER) RETURNS VOID
LANGUAGE sql AS $$
  INSERT INTO "daily_sales" AS sales (day, pending_orders, completed_orders, failed_orders, partially_refunded_orders,
                                      refunded_orders, paid_orders, revenue)
  SELECT daily_sales_day(item.created_at),
         sign * (item.payment_status::text = 'pending')::int,
         sign * (item.payment_status::text = 'completed')::int,
         sign * (item.payment_status::text = 'failed')::int,
         sign * (item.payment_status::text = 'partially_refunded')::int,
         sign * (item.payment_status::text = 'refunded')::int,
         sign * paid::int,
         CASE WHEN paid THEN sign * (item.total - item.refunded_amount) ELSE 0 END
  FROM (SELECT item.payment_status::text IN ('completed', 'partially_refunded') AND item.delivery_status <> 'cancelled' AS paid) AS revenue_order
  ON CONFLICT (day) DO UPDATE SET
    pending_orders = sales.pending_orders + EXCLUDED.pending_orders,
    completed_orders = sales.completed_orders + EXCLUDED.completed_orders,
    failed_orders = sales.failed_orders + EXCLUDED.failed_orders,
    partially_refunded_orders = sales.partially_refunded_orders + EXCLUDED.partially_refunded_orders,
    refunded_orders = sales.refunded_orders + EXCLUDED.refunded_orders,
    paid_orders = sales.paid_orders + EXCLUDED.paid_orders,
    revenue = sales.revenue + EXCLUDED.revenue
$$;

DROP TRIGGER daily_sales_order_changed ON "orders";
CREATE TRIGGER daily_sales_order_changed
AFTER UPDATE OF created_at, payment_status, delivery_status, total, refunded_amount ON "orders"
FOR EACH ROW
WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.payment_status IS DISTINCT FROM NEW.payment_status
      OR OLD.delivery_status IS DISTINCT FROM NEW.delivery_status OR OLD.total IS DISTINCT FROM NEW.total
      OR OLD.refunded_amount IS DISTINCT FROM NEW.refunded_amount)
EXECUTE FUNCTION daily_sales_on_order();

CREATE OR REPLACE FUNCTION rebuild_daily_sales() RETURNS VOID
LANGUAGE sql AS $$
  LOCK TABLE "orders", "order_items", "users", "daily_sales", "daily_product_sales" IN SHARE ROW EXCLUSIVE MODE;
  DELETE FROM "daily_sales";
  DELETE FROM "daily_product_sales";
  INSERT INTO "daily_sales" (day, pending_orders, completed_orders, failed_orders, partially_refunded_orders, refunded_orders,
                             paid_orders, revenue, registrations)
  SELECT day, sum(pending), sum(completed), sum(failed), sum(partially_refunded), sum(refunded), sum(paid), sum(revenue),
         sum(registrations)
  FROM (
    SELECT daily_sales_day(created_at) AS day,
           (payment_status::text = 'pending')::int AS pending,
           (payment_status::text = 'completed')::int AS completed,
           (payment_status::text = 'failed')::int AS failed,
           (payment_status::text = 'partially_refunded')::int AS partially_refunded,
           (payment_status::text = 'refunded')::int AS refunded,
           paid::int AS paid,
           CASE WHEN paid THEN total - refunded_amount ELSE 0 END AS revenue,
           0 AS registrations
    FROM "orders", LATERAL (SELECT payment_status::text IN ('completed', 'partially_refunded') AND delivery_status <> 'cancelled' AS paid) AS revenue_order
    UNION ALL
    SELECT daily_sales_day(created_at), 0, 0, 0, 0, 0, 0, 0, 1 FROM "users"
  ) AS counted
  GROUP BY day;
  INSERT INTO "daily_product_sales" (day, product_key, quantity, revenue)
  SELECT daily_sales_day(placed.created_at), daily_product_sales_key(item.product_id, item.name),
         SUM(item.quantity), SUM(item.unit_price * item.quantity)
  FROM "orders" AS placed JOIN "order_items" AS item ON item.order_id = placed.id
  WHERE placed.delivery_status <> 'cancelled'
  GROUP BY 1, 2
$$;
