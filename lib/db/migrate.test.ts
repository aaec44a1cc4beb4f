import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, MIGRATIONS_DIR, readMigrations } from './migrate';
import { createTemporaryDatabase, type TemporaryDatabase } from './temporary-database';

let database: TemporaryDatabase;
let query: (sql: string) => Promise<pg.QueryResult>;
let client: pg.Client;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'shop-migrations-'));

beforeAll(async () => {
  database = await createTemporaryDatabase(process.env.DATABASE_URL);
  client = new pg.Client({ connectionString: database.url });
  await client.connect();
  query = (sql) => client.query(sql);
});

afterAll(async () => {
  await client.end();
  await database.drop();
  rmSync(workDir, { recursive: true, force: true });
});

function migrationsCopy(name: string): string {
  const dir = path.join(workDir, name);
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  return dir;
}

function addMigration(dir: string, name: string, sql: string) {
  mkdirSync(path.join(dir, name));
  writeFileSync(path.join(dir, name, 'migration.sql'), sql);
}

describe('the migration runner', () => {
  it('applies every migration in order and records it in _prisma_migrations like Prisma', async () => {
    const migrations = await readMigrations();
    const result = await applyMigrations(database.url);
    expect(result.applied).toEqual(migrations.map((migration) => migration.name));

    const { rows } = await query('SELECT migration_name, checksum, finished_at, applied_steps_count FROM _prisma_migrations ORDER BY migration_name');
    expect(rows.map((row) => [row.migration_name, row.checksum])).toEqual(migrations.map((m) => [m.name, m.checksum]));
    expect(rows.every((row) => row.finished_at !== null && row.applied_steps_count === 1)).toBe(true);
    expect((await query(`SELECT to_regclass('products') AS products`)).rows[0].products).toBe('products');
  });

  it('does nothing on a second run', async () => {
    const result = await applyMigrations(database.url);
    expect(result).toEqual({ applied: [], alreadyApplied: (await readMigrations()).length });
  });

  it('applies only the pending migration of a longer history', async () => {
    const dir = migrationsCopy('pending');
    addMigration(dir, '29990101000000_add_note', 'CREATE TABLE "migration_test_note" ("id" INTEGER PRIMARY KEY);');
    const result = await applyMigrations(database.url, { dir });
    expect(result.applied).toEqual(['29990101000000_add_note']);
    expect((await query(`SELECT to_regclass('migration_test_note') AS t`)).rows[0].t).toBe('migration_test_note');
  });

  it('rolls back a failing migration completely and records nothing', async () => {
    const dir = migrationsCopy('failing');
    addMigration(dir, '29990101000000_add_note', 'CREATE TABLE "migration_test_note" ("id" INTEGER PRIMARY KEY);');
    addMigration(dir, '29990102000000_broken', 'CREATE TABLE "half_done" ("id" INTEGER);\nSELECT * FROM "no_such_table";');
    await expect(applyMigrations(database.url, { dir })).rejects.toThrow(/29990102000000_broken failed and was rolled back/);
    expect((await query(`SELECT to_regclass('half_done') AS t`)).rows[0].t).toBeNull();
    const recorded = await query(`SELECT 1 FROM _prisma_migrations WHERE migration_name = '29990102000000_broken'`);
    expect(recorded.rowCount).toBe(0);
  });

  it('refuses a history whose applied migration was edited', async () => {
    const dir = migrationsCopy('edited');
    addMigration(dir, '29990101000000_add_note', 'CREATE TABLE "migration_test_note" ("id" INTEGER PRIMARY KEY, "x" INTEGER);');
    await expect(applyMigrations(database.url, { dir })).rejects.toThrow(/29990101000000_add_note was edited/);
  });

  it('refuses a database that has a migration the folder lacks', async () => {
    await expect(applyMigrations(database.url)).rejects.toThrow(/29990101000000_add_note is recorded in the database but missing/);
  });
});
