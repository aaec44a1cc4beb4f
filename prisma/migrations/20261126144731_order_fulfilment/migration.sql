-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "courier" VARCHAR(60),
ADD COLUMN     "delivered_at" TIMESTAMPTZ(3),
ADD COLUMN     "refunded_amount" DECIMAL(12,2) NOT NULL DEFAULT 0,
ADD COLUMN     "shipped_at" TIMESTAMPTZ(3),
ADD COLUMN     "tracking_number" VARCHAR(60);

-- CreateTable
CREATE TABLE "couriers" (
    "id" TEXT NOT NULL,
    "name" VARCHAR(60) NOT NULL,
    "name_key" VARCHAR(60) NOT NULL,
    "tracking_url" VARCHAR(300),
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "couriers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "couriers_name_key_key" ON "couriers"("name_key");

-- The couriers most Sri Lankan shops ship with, so shipping works from the first day; the admin edits the list and
-- adds their tracking pages (none is assumed here).
INSERT INTO "couriers" ("id", "name", "name_key", "position", "updated_at")
SELECT gen_random_uuid()::text, "name", lower("name"), "position", CURRENT_TIMESTAMP
FROM (VALUES
    ('Domex', 1),
    ('Pronto Lanka', 2),
    ('Koombiyo Delivery', 3),
    ('Sri Lanka Post', 4),
    ('Citypak', 5),
    ('Aramex Sri Lanka', 6),
    ('Certis Lanka', 7)
) AS "seed" ("name", "position");
