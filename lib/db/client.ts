import 'server-only';
import { PrismaPg } from '@prisma/adapter-pg';
import { config } from '@/lib/config';
import { type Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { isEmbeddedDatabaseUrl } from './embedded-url';

/**
 * The embedded database gets a single connection: PGlite has one backend, and its socket server runs each
 * protocol message alone but lets the messages of different connections interleave, so one connection's
 * statement could be bound and run in place of another's (seen as sessions found missing under load).
 */
export function createPrismaClient(connectionString: string): PrismaClient {
  if (!isEmbeddedDatabaseUrl(connectionString)) {
    const { size, timeoutMs } = config().databasePool;
    // A burst queues for the pool: it waits up to the pool timeout for a connection, for a query as for a
    // transaction (Prisma's own 2 s maxWait answered 500s), then gets a 503 (lib/db/busy.ts).
    return new PrismaClient({
      adapter: new PrismaPg({ connectionString, max: size, connectionTimeoutMillis: timeoutMs }),
      transactionOptions: { maxWait: timeoutMs },
    });
  }
  return new PrismaClient({
    adapter: new PrismaPg({ connectionString, max: 1 }),
    // With one connection, transactions queue behind each other: let them wait their turn (Prisma's default
    // gives up after 2 s, which a busy embedded shop would turn into errors).
    transactionOptions: { maxWait: 30_000 },
  });
}

// Kept on globalThis so that development reloads reuse one client (and one connection pool).
const holder = globalThis as unknown as { prisma?: PrismaClient };

/** Makes `client` the process's Prisma client (integration tests point it at their own database). */
export function setPrismaClient(client: PrismaClient): void {
  holder.prisma = client;
}

function currentClient(): PrismaClient {
  if (!holder.prisma) {
    const url = config().databaseUrl;
    if (!url) throw new Error('DATABASE_URL is not set: start the shop with npm start or npm run dev');
    holder.prisma = createPrismaClient(url);
  }
  return holder.prisma;
}

/**
 * The one Prisma client of this process. Created on first use rather than on import, so that
 * `next build` can load modules without a database.
 */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = currentClient();
    const value = Reflect.get(client, property);
    return typeof value === 'function' ? value.bind(client) : value;
  },
});

/** What a database step runs on: the client itself or an open transaction. The one name for it. */
export type Db = Prisma.TransactionClient;
