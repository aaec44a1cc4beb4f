import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate';
import { sqlFromDatabaseToSchema } from './schema-engine';
import { createTemporaryDatabase, type TemporaryDatabase } from './temporary-database';

/**
 * schema.prisma is the source of truth and the migrations must build exactly that database.
 * When this fails, a schema change has no migration: run `npm run db:migration -- <name>`.
 */
let database: TemporaryDatabase;

beforeAll(async () => {
  database = await createTemporaryDatabase(process.env.DATABASE_URL);
  await applyMigrations(database.url);
});

afterAll(() => database.drop());

describe('schema drift', () => {
  it('the migrated database is exactly what prisma/schema.prisma describes', async () => {
    const missingMigration = await sqlFromDatabaseToSchema(database.url);
    expect(missingMigration, `prisma/schema.prisma and the migrations disagree; the missing SQL is:\n${missingMigration}`).toBe('');
  });

  it('notices when the database and the schema disagree', async () => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('ALTER TABLE "users" DROP COLUMN "mobile"');
    } finally {
      await client.end();
    }
    expect(await sqlFromDatabaseToSchema(database.url)).toMatch(/ALTER TABLE "users" ADD COLUMN\s+"mobile" VARCHAR\(20\)/);
  });
});
