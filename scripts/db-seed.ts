/** npm run db:seed: adds the demo catalogue and coupons to DATABASE_URL (idempotent) and ensures the admin. */
import { loadConfig } from '@/lib/config';
import { createPrismaClient } from '@/lib/db/client';
import { seedCatalogue } from '@/lib/db/seed/seed-catalogue';
import { adminOutcomeLines, ensureAdmin } from '@/lib/users/ensure-admin';

const config = loadConfig();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set. (npm start and npm run dev seed the embedded database themselves.)');
  process.exit(1);
}
const prisma = createPrismaClient(config.databaseUrl);
try {
  console.log('Seeded:', await seedCatalogue(prisma));
  adminOutcomeLines(await ensureAdmin(prisma, config.admin)).forEach((line) => console.log(line));
} finally {
  await prisma.$disconnect();
}
