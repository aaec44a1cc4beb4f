import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { createPrismaClient } from './client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded';
import { applyMigrations } from './migrate';

// Always the embedded database, whatever DATABASE_URL says: this is about its socket server.
let embedded: EmbeddedPostgres;
let socketDir: string;
let prisma: PrismaClient;

beforeAll(async () => {
  socketDir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-concurrency-'));
  embedded = await startEmbeddedPostgres({ socketDir });
  await applyMigrations(embedded.url, { log: () => {} });
  prisma = createPrismaClient(embedded.url);
}, 60_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await embedded?.stop();
  rmSync(socketDir, { recursive: true, force: true });
});

it('answers many parallel queries each with its own rows', async () => {
  const users = await Promise.all(
    Array.from({ length: 8 }, (_, index) =>
      prisma.user.create({ data: { name: `Parallel ${index}`, email: `parallel.${index}@example.com`, passwordHash: 'x' } }),
    ),
  );
  const lookups = Array.from({ length: 400 }, (_, index) => users[index % users.length]!);
  // Long parameter lists make messages large enough to arrive in several chunks, and transactions from other
  // connections run meanwhile: what a busy shop sends.
  const decoys = Array.from({ length: 300 }, (_, index) => `decoy-${index}-${'x'.repeat(40)}`);
  const found = await Promise.all(
    lookups.map(async (user, index) => {
      if (index % 4 === 0) {
        await prisma.$transaction([
          prisma.revokedSession.upsert({
            where: { jti: `jti-${index}` },
            create: { jti: `jti-${index}`, expiresAt: new Date(Date.now() + 60_000) },
            update: {},
          }),
          prisma.revokedSession.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
        ]);
      }
      return prisma.user.findFirst({
        where: { id: user.id, email: { notIn: decoys } },
        select: { id: true, email: true },
      });
    }),
  );
  expect(found).toEqual(lookups.map((user) => ({ id: user.id, email: user.email })));
}, 60_000);
