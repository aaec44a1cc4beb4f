import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { PrismaClient } from '@/lib/generated/prisma/client';
import { handleApiError } from '@/lib/http/handle-api-error';
import { setupTestDatabase } from '@/tests/database';
import { onEmbeddedDatabase } from '@/tests/orders';
import { BUSY_MESSAGE, isBusyError } from './busy';
import { shortTransaction } from './transaction';

/**
 * "The database is busy" is told apart from failures with the errors PostgreSQL, pg and Prisma really raise (made
 * here on purpose), and answered 503 with Retry-After; a lost race inside shortTransaction is run again.
 */

const { prisma, url } = await setupTestDatabase();

// handleApiError logs every busy or failed request; the replies are what these tests check.
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** What handleApiError answers for whatever `action` throws. */
async function replyTo(action: () => Promise<unknown>) {
  const error = await action().then(
    () => {
      throw new Error('expected the action to fail');
    },
    (thrown: unknown) => thrown,
  );
  const response = handleApiError(error, 'test-request');
  return { error, status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json() };
}

function expectBusyReply(reply: Awaited<ReturnType<typeof replyTo>>) {
  expect(isBusyError(reply.error)).toBe(true);
  expect({ status: reply.status, retryAfter: reply.retryAfter, body: reply.body }).toEqual({
    status: 503,
    retryAfter: '2',
    body: { success: false, message: BUSY_MESSAGE },
  });
}

/** A client with a one-connection pool, so that one open transaction leaves nothing for anyone else. */
function oneConnectionClient(options: { poolTimeoutMs?: number; maxWaitMs?: number }) {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url, max: 1, connectionTimeoutMillis: options.poolTimeoutMs ?? 0 }),
    transactionOptions: options.maxWaitMs ? { maxWait: options.maxWaitMs } : undefined,
  });
  afterAll(() => client.$disconnect());
  return client;
}

/** Runs `action` while `client`'s only connection is held by a transaction. */
async function whilePoolIsTaken<T>(client: PrismaClient, action: () => Promise<T>): Promise<T> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let taken!: () => void;
  const isTaken = new Promise<void>((resolve) => (taken = resolve));
  // The holder has its own maxWait: the client's short one is for the transaction under test, and on a busy machine
  // the holder itself could miss it and leave the test waiting for a connection that was never taken.
  const holder = client.$transaction(
    async () => {
      taken();
      await released;
    },
    { maxWait: 30_000, timeout: 60_000 },
  );
  await Promise.race([isTaken, holder]);
  try {
    return await action();
  } finally {
    release();
    await holder;
  }
}

describe('busy database errors answer 503 with Retry-After', () => {
  it('no pooled connection free within the pool timeout (pg-pool)', async () => {
    const client = oneConnectionClient({ poolTimeoutMs: 100 });
    expectBusyReply(await whilePoolIsTaken(client, () => replyTo(() => client.category.count())));
  });

  it('a transaction that cannot start within its maxWait (P2028)', async () => {
    const client = oneConnectionClient({ maxWaitMs: 100 });
    const reply = await whilePoolIsTaken(client, () => replyTo(() => client.$transaction(async (tx) => tx.category.count())));
    expect(reply.error).toMatchObject({ code: 'P2028' });
    expectBusyReply(reply);
  });

  // PGlite runs in one thread without timers of its own: it accepts statement_timeout but never enforces it.
  it.skipIf(onEmbeddedDatabase)('a statement cancelled by statement_timeout (57014)', async () => {
    const reply = await replyTo(() =>
      prisma.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT set_config('statement_timeout', '50ms', true)`;
        await tx.$queryRaw`SELECT pg_sleep(1)::text`;
      }),
    );
    expectBusyReply(reply);
  });

  it.skipIf(onEmbeddedDatabase)('a row lock not granted within lock_timeout (55P03)', async () => {
    const category = await prisma.category.create({ data: { name: 'Locked Category' } });
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT id FROM categories WHERE id = $1 FOR UPDATE', [category.id]);
      const reply = await replyTo(() =>
        prisma.$transaction(async (tx) => {
          await tx.$queryRaw`SELECT set_config('lock_timeout', '50ms', true)`;
          await tx.category.update({ where: { id: category.id }, data: { name: 'Renamed Category' } });
        }),
      );
      expectBusyReply(reply);
    } finally {
      await other.end();
    }
  });

  it('is not claimed for errors that mean something else (a duplicate stays 409, a bug stays 500)', async () => {
    await prisma.category.create({ data: { name: 'Only Once' } });
    const duplicate = await replyTo(() => prisma.category.create({ data: { name: 'Only Once' } }));
    expect(isBusyError(duplicate.error)).toBe(false);
    expect(duplicate.status).toBe(409);
    const bug = await replyTo(() => prisma.$queryRaw`SELECT no_such_column FROM categories`);
    expect(isBusyError(bug.error)).toBe(false);
    expect(bug.status).toBe(500);
  });
});

describe.skipIf(onEmbeddedDatabase)('shortTransaction', () => {
  it('runs again the transaction that lost a deadlock, so both transactions commit', async () => {
    const [first, second] = await Promise.all(['Deadlock A', 'Deadlock B'].map((name) => prisma.category.create({ data: { name } })));
    let firstLocks = 0;
    let bothLocked!: () => void;
    const barrier = new Promise<void>((resolve) => (bothLocked = resolve));
    let attempts = 0;
    // Each takes its first row, waits until the other has taken its own (first attempt only), then wants the other's.
    const rename = (mine: string, theirs: string, suffix: string) =>
      shortTransaction(async (tx) => {
        attempts += 1;
        await tx.$executeRaw`UPDATE categories SET name = name || ${suffix} WHERE id = ${mine}`;
        if (firstLocks < 2 && (firstLocks += 1) === 2) bothLocked();
        await barrier;
        await tx.$executeRaw`UPDATE categories SET name = name || ${suffix} WHERE id = ${theirs}`;
      });

    await Promise.all([rename(first!.id, second!.id, ' 1'), rename(second!.id, first!.id, ' 2')]);

    expect(attempts).toBe(3);
    const names = await prisma.category.findMany({ where: { id: { in: [first!.id, second!.id] } }, select: { name: true } });
    // Both committed: each row carries both transactions' suffixes.
    expect(names.map(({ name }) => name.slice('Deadlock A'.length).trim().split(' ').sort())).toEqual([['1', '2'], ['1', '2']]);
  });
});
