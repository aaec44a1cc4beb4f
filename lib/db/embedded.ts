import 'server-only';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EMBEDDED_SOCKET_PORT, embeddedDatabaseUrl } from './embedded-url';

/**
 * The embedded PostgreSQL used when DATABASE_URL is unset: PGlite (PostgreSQL compiled to WebAssembly)
 * served on a Unix socket, so Prisma and pg talk to it like to any PostgreSQL server.
 */

// PGlite runs one query at a time; the socket server queues and keeps transactions together.
const MAX_CONNECTIONS = 32;

export type EmbeddedPostgres = { url: string; stop(): Promise<void> };

function socketIsLive(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Starts PGlite with its data in `dataDir` (or in memory when dataDir is undefined) and serves it on a
 * socket inside `socketDir`. Refuses to start twice on the same socket (two servers on one data
 * directory would corrupt it).
 */
export async function startEmbeddedPostgres(options: { dataDir?: string; socketDir: string }): Promise<EmbeddedPostgres> {
  mkdirSync(options.socketDir, { recursive: true });
  const socketPath = path.join(options.socketDir, `.s.PGSQL.${EMBEDDED_SOCKET_PORT}`);
  if (existsSync(socketPath)) {
    if (await socketIsLive(socketPath)) {
      throw new Error(`The embedded database at ${options.socketDir} is already in use by another process`);
    }
    rmSync(socketPath); // left behind by a process that was killed
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });

  const db = await PGlite.create({ dataDir: options.dataDir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, path: socketPath, maxConnections: MAX_CONNECTIONS });
  await server.start();

  const url = embeddedDatabaseUrl(options.socketDir);
  let stopped = false;
  return {
    url,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      // Closing checkpoints PGlite and flushes its files to disk.
      await db.close();
      rmSync(socketPath, { force: true });
    },
  };
}
