-- The shopper's language (lib/i18n/locales.ts): their mails are written in it. Existing accounts are English.
-- AlterTable
ALTER TABLE "users" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- Only the shop's languages. Prisma's schema does not express CHECK constraints; the drift test's catalogue reader
-- (lib/db/schema-engine.ts) leaves them out of the comparison.
ALTER TABLE "users" ADD CONSTRAINT "users_locale_check" CHECK ("locale" IN ('en', 'si', 'ta'));
