import 'server-only';
import { ADVISORY_LOCKS, withAdvisoryLock } from '@/lib/db/advisory-lock';
import { fillMissingSearchWords } from '@/lib/catalog/search-words-backfill';
import { createPrismaClient } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { seedCatalogue } from '@/lib/db/seed/seed-catalogue';
import { adminOutcomeLines, ensureAdmin } from '@/lib/users/ensure-admin';

/**
 * What every start does before serving: apply pending migrations, seed the demo catalogue into an
 * empty database (never into one that has data), compute the search words of products written without them, and
 * ensure the operator's admin account.
 */
export async function prepareDatabase(
  url: string,
  config: { admin: { email: string; password?: string } },
  log: (line: string) => void,
) {
  const migrated = await applyMigrations(url, { log });
  if (migrated.applied.length === 0) log(`Database is up to date (${migrated.alreadyApplied} migrations).`);

  // Under a lock, so that instances starting together on an empty database seed it and create the admin once.
  await withAdvisoryLock(url, ADVISORY_LOCKS.seed, async () => {
    const prisma = createPrismaClient(url);
    try {
      const isEmpty = (await prisma.category.count()) === 0 && (await prisma.product.count()) === 0;
      if (isEmpty) {
        const seeded = await seedCatalogue(prisma);
        log(
          `Seeded the demo catalogue: ${seeded.categories} categories, ${seeded.subcategories} subcategories, ` +
            `${seeded.products} products, ${seeded.coupons} coupons.`,
        );
      }
      const listed = await fillMissingSearchWords(prisma);
      if (listed > 0) log(`Listed the search words of ${listed} products.`);
      adminOutcomeLines(await ensureAdmin(prisma, config.admin)).forEach((line) => log(line));
    } finally {
      await prisma.$disconnect();
    }
  });
}
