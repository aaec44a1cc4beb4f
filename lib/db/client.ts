import { PrismaPg } from '@prisma/adapter-pg';
import { config } from '@/lib/config';
import { PrismaClient } from '@/lib/generated/prisma/client';

export function createPrismaClient(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
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
