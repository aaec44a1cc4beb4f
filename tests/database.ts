import { afterAll } from 'vitest';
import { createPrismaClient, setPrismaClient } from '@/lib/db/client';
import { applyMigrations } from '@/lib/db/migrate';
import { createTemporaryDatabase } from '@/lib/db/temporary-database';
import type { PrismaClient } from '@/lib/generated/prisma/client';

/**
 * A fresh, migrated database for one test file: a new database on DATABASE_URL's server when set,
 * else an in-memory embedded PostgreSQL. Dropped after the file's tests.
 */
export async function setupTestDatabase(): Promise<{ url: string; prisma: PrismaClient }> {
  const database = await createTemporaryDatabase(process.env.DATABASE_URL);
  await applyMigrations(database.url);
  const prisma = createPrismaClient(database.url);
  setPrismaClient(prisma);
  afterAll(async () => {
    await prisma.$disconnect();
    await database.drop();
  });
  return { url: database.url, prisma };
}
