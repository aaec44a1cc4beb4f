/**
 * npm run db:migration -- <name>
 * Writes prisma/migrations/<timestamp>_<name>/migration.sql with the SQL that brings a database migrated to
 * the current history up to prisma/schema.prisma. Needs no running database and no native Prisma engine:
 * the history is replayed on a throwaway embedded PostgreSQL and diffed by Prisma's WebAssembly engine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyMigrations, MIGRATIONS_DIR } from '@/lib/db/migrate';
import { sqlFromDatabaseToSchema } from '@/lib/db/schema-engine';
import { createTemporaryDatabase } from '@/lib/db/temporary-database';

const name = process.argv[2]?.trim();
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: npm run db:migration -- <name>   (lower-case letters, digits and _)');
  process.exit(1);
}

const database = await createTemporaryDatabase();
try {
  await applyMigrations(database.url);
  const sql = await sqlFromDatabaseToSchema(database.url);
  if (!sql) {
    console.log('prisma/schema.prisma and the migrations agree: nothing to write.');
  } else {
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'migration.sql'), sql.replace(/^-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/m, ''));
    console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql; review it, then npm run db:migrate.`);
  }
} finally {
  await database.drop();
}
