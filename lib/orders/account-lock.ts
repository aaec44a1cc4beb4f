import 'server-only';
import type { Db } from '@/lib/db/client';

/**
 * Locks the account's row for the rest of the transaction, so one account's orders and cancellations pass their caps
 * and counts one at a time: two at once cannot both fit under a cap. Taken before any product or coupon row, the
 * order every order transaction locks in, so they never deadlock. FOR NO KEY UPDATE: rows that reference the user
 * (a new order, a cart line) can still be written meanwhile.
 */
export async function lockAccount(db: Db, userId: string): Promise<void> {
  await db.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
}
