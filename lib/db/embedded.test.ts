import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded';

const root = mkdtempSync(path.join(os.tmpdir(), 'shop-embedded-'));
const options = { dataDir: path.join(root, 'pgdata'), socketDir: path.join(root, 'run') };

afterAll(() => rmSync(root, { recursive: true, force: true }));

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('serves on a Unix socket, keeps its data on disk across a stop and a start', async () => {
    const first = await startEmbeddedPostgres(options);
    expect(first.url).toContain(`host=${encodeURIComponent(options.socketDir)}`);
    await withClient(first.url, async (client) => {
      await client.query('CREATE TABLE kept (note TEXT)');
      await client.query(`INSERT INTO kept VALUES ('Ayubowan')`);
    });
    await first.stop();

    const second = await startEmbeddedPostgres(options);
    try {
      const rows = await withClient(second.url, async (client) => (await client.query('SELECT note FROM kept')).rows);
      expect(rows).toEqual([{ note: 'Ayubowan' }]);
    } finally {
      await second.stop();
    }
  });

  it('keeps transactions of concurrent connections apart', async () => {
    const server = await startEmbeddedPostgres(options);
    try {
      await withClient(server.url, (client) => client.query('CREATE TABLE IF NOT EXISTS counter (n INTEGER)'));
      const a = new pg.Client({ connectionString: server.url });
      const b = new pg.Client({ connectionString: server.url });
      await Promise.all([a.connect(), b.connect()]);
      await a.query('BEGIN');
      await a.query('INSERT INTO counter VALUES (1)');
      const seenByB = b.query('SELECT count(*)::int AS n FROM counter');
      await a.query('ROLLBACK');
      expect((await seenByB).rows[0].n).toBe(0);
      await Promise.all([a.end(), b.end()]);
    } finally {
      await server.stop();
    }
  });

  it('refuses a second server on the same data directory', async () => {
    const server = await startEmbeddedPostgres(options);
    try {
      await expect(startEmbeddedPostgres(options)).rejects.toThrow(/already in use/);
    } finally {
      await server.stop();
    }
  });
});
