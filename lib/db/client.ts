import { PrismaPg } from '@prisma/adapter-pg';
import { config } from '@/lib/config';
import { PrismaClient } from '@/lib/generated/prisma/client';

export function createPrismaClient(connectionString: string): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString }) });
}

const globalForPrisma = globalThis as unknown as { prisma?: PrismaClient };

function databaseUrl(): string {
  const url = config().databaseUrl;
  if (!url) throw new Error('DATABASE_URL is not set: start the shop with npm start or npm run dev');
  return url;
}

/** The one Prisma client of this process, created on first use (dev reloads reuse it). */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    globalForPrisma.prisma ??= createPrismaClient(databaseUrl());
    const value = Reflect.get(globalForPrisma.prisma, property);
    return typeof value === 'function' ? value.bind(globalForPrisma.prisma) : value;
  },
});
