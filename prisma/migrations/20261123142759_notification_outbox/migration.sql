-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "pushed_at" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "notifications_unpushed" ON "notifications"("created_at") WHERE (pushed_at IS NULL);
