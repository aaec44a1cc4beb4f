import { defineConfig } from 'prisma/config';

// The datasource URL is only needed by Prisma's own CLI commands (migrate, studio) on machines
// that have its native engine; the shop itself migrates with scripts/db-migrate.ts.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? '' },
});
