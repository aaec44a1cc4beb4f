-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "shopper_cancelled_at" TIMESTAMPTZ(3);
