-- AlterTable
ALTER TABLE "coupons" ADD COLUMN     "per_shopper_limit" INTEGER;

-- The demo welcome offer ("10% off your first order") is meant once per shopper, also in shops seeded before.
UPDATE "coupons" SET "per_shopper_limit" = 1 WHERE "code" = 'WELCOME10' AND "per_shopper_limit" IS NULL;
