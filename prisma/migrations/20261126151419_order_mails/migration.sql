-- CreateEnum
CREATE TYPE "OrderMailKind" AS ENUM ('placed', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded');

-- CreateTable
CREATE TABLE "order_mails" (
    "id" TEXT NOT NULL,
    "kind" "OrderMailKind" NOT NULL,
    "order_id" TEXT NOT NULL,
    "to" VARCHAR(254) NOT NULL,
    "subject" TEXT NOT NULL,
    "facts" JSONB NOT NULL,
    "html" TEXT,
    "text" TEXT,
    "dedupe_key" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "failed_at" TIMESTAMPTZ(3),
    "last_error" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "order_mails_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_mails_dedupe_key_key" ON "order_mails"("dedupe_key");

-- CreateIndex
CREATE INDEX "order_mails_due" ON "order_mails"("next_attempt_at") WHERE (sent_at IS NULL AND failed_at IS NULL);

-- CreateIndex
CREATE INDEX "order_mails_order_id_created_at_idx" ON "order_mails"("order_id", "created_at");
