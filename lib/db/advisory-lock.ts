import 'server-only';
import pg from 'pg';

/** The shop's advisory lock keys, in one place so that no two uses share one. */
export const ADVISORY_LOCKS = {
  /** Applying migrations (lib/db/migrate.ts). */
  migrations: 72707369,
  /** Seeding an empty database and ensuring the admin (lib/operations/prepare-database.ts). */
  seed: 72707370,
} as const;

/**
 * Runs `work` holding the session-level PostgreSQL advisory lock `key` on a connection of its own, so that runners
 * on one database (instances starting at once) take turns; `work` gets that connection and may use others too.
 * A runner that dies releases the lock with its session. The embedded database has one session shared by all its
 * connections (and one process): there the lock never waits, and the explicit unlock keeps it from outliving `work`.
 */
export async function withAdvisoryLock<T>(connectionString: string, key: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [key]).catch(() => {});
    await client.end();
  }
}
