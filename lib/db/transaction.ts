import 'server-only';
import { setTimeout as sleep } from 'node:timers/promises';
import { isRetryableConflict } from './busy';
import { type Db, prisma } from './client';

/**
 * Limits of a short write transaction (placing, changing or paying an order). A burst makes these transactions
 * queue for one product's row lock; the limits turn a stuck queue into a quick 503 (lib/db/busy.ts) instead of
 * requests hanging until the client gives up, and keep a connection from being held past the transaction's end.
 */
const LOCK_TIMEOUT_MS = 3_000;
const STATEMENT_TIMEOUT_MS = 5_000;
const TRANSACTION_TIMEOUT_MS = 10_000;
/** A serialization failure or deadlock is run again this many times in all, after a short random pause. */
const ATTEMPTS = 3;

/**
 * Runs `work` in one transaction with local lock and statement timeouts, retrying lost races (deadlock,
 * serialization failure). `work` must only talk to the database: nothing slow (mail, payment provider, live
 * push) belongs inside, since every moment here holds a pooled connection and, often, a hot row lock. Take
 * row locks in a fixed order (lib/orders/stock.ts inLockOrder) so that retries stay rare.
 */
export async function shortTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT set_config('lock_timeout', ${`${LOCK_TIMEOUT_MS}ms`}, true),
                                    set_config('statement_timeout', ${`${STATEMENT_TIMEOUT_MS}ms`}, true)`;
          return work(tx);
        },
        { timeout: TRANSACTION_TIMEOUT_MS },
      );
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
      await sleep(attempt * 20 + Math.random() * 30);
    }
  }
}
