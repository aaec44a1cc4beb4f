import 'server-only';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded';

/**
 * A fresh, empty database that disappears when dropped: a new database on the server of
 * `serverUrl` when given (real PostgreSQL), else an in-memory embedded PostgreSQL.
 * Used by tests (one per test file) and by the migration tools.
 */
export type TemporaryDatabase = { url: string; drop(): Promise<void> };

async function onServer(serverUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Why the PostgreSQL server of serverUrl cannot be reached, or undefined when it can (the measuring scripts ask first). */
export async function serverUnreachable(serverUrl: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Drops and creates the database `name` on the server of serverUrl; returns its URL. */
export async function recreateDatabase(serverUrl: string, name: string): Promise<string> {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unsafe database name: ${name}`);
  await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTemporaryDatabase(serverUrl?: string): Promise<TemporaryDatabase> {
  if (!serverUrl) {
    const socketDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
    const embedded = await startEmbeddedPostgres({ socketDir });
    return {
      url: embedded.url,
      async drop() {
        await embedded.stop();
        rmSync(socketDir, { recursive: true, force: true });
      },
    };
  }
  const name = `shop_tmp_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const url = await recreateDatabase(serverUrl, name);
  return { url, drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
