import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { ADVISORY_LOCKS, withAdvisoryLock } from './advisory-lock';

/**
 * Applies prisma/migrations/<name>/migration.sql in name order, each in its own transaction, and records
 * them in Prisma's own _prisma_migrations table (same columns and sha256 checksums), so that
 * `prisma migrate deploy` on a machine with Prisma's native engine accepts the same history.
 */

export const MIGRATIONS_DIR = path.resolve('prisma/migrations');

export type Migration = { name: string; sql: string; checksum: string };

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export class MigrationError extends Error {}

export type MigrateResult = { applied: string[]; alreadyApplied: number };

export async function applyMigrations(
  connectionString: string,
  options: { dir?: string; log?: (line: string) => void } = {},
): Promise<MigrateResult> {
  const migrations = await readMigrations(options.dir);
  // Two instances starting at once on one database take turns: the second finds everything applied.
  return withAdvisoryLock(connectionString, ADVISORY_LOCKS.migrations, async (client) => {
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{ migration_name: string; checksum: string; finished_at: Date | null }>(
      'SELECT migration_name, checksum, finished_at FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
    );
    const recorded = new Map(rows.map((row) => [row.migration_name, row]));
    const known = new Set(migrations.map((migration) => migration.name));
    const unknown = rows.find((row) => !known.has(row.migration_name));
    if (unknown) {
      throw new MigrationError(
        `Migration ${unknown.migration_name} is recorded in the database but missing from prisma/migrations`,
      );
    }

    const applied: string[] = [];
    for (const migration of migrations) {
      const previous = recorded.get(migration.name);
      if (previous?.finished_at) {
        if (previous.checksum !== migration.checksum) {
          throw new MigrationError(`Migration ${migration.name} was edited after it was applied (checksum differs)`);
        }
        continue;
      }
      if (previous) {
        throw new MigrationError(
          `Migration ${migration.name} failed earlier; fix the database and mark it rolled back before retrying`,
        );
      }
      await applyOne(client, migration);
      applied.push(migration.name);
      options.log?.(`Applied migration ${migration.name}`);
    }
    return { applied, alreadyApplied: migrations.length - applied.length };
  });
}

async function applyOne(client: pg.Client, migration: Migration) {
  try {
    await client.query('BEGIN');
    await client.query(migration.sql);
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, finished_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), now(), 1)`,
      [randomUUID(), migration.checksum, migration.name],
    );
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    const reason = error instanceof Error ? error.message : String(error);
    throw new MigrationError(`Migration ${migration.name} failed and was rolled back: ${reason}`);
  }
}
