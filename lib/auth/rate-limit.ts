import 'server-only';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';

/**
 * Fixed-window rate limits kept in PostgreSQL, so every instance of the shop counts together.
 * One atomic upsert per check: a new window starts when the old one has passed.
 */

export type RateLimitRule = { key: string; limit: number; windowSeconds: number };

type Counter = { count: number; reset_at: Date };

async function hit(rule: RateLimitRule): Promise<Counter> {
  const rows = await prisma.$queryRaw<Counter[]>`
    INSERT INTO rate_limits (key, count, reset_at)
    VALUES (${rule.key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, reset_at`;
  return rows[0]!;
}

/** Counts one attempt against every rule; over any limit, a 429 with when to try again. */
export async function enforceRateLimits(rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const counter = await hit(rule);
    if (counter.count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((counter.reset_at.getTime() - Date.now()) / 1000));
      const minutes = Math.ceil(seconds / 60);
      throw new AppError(
        'rate_limited',
        `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        { retryAfterSeconds: seconds },
      );
    }
  }
}

/** Forgets the counters of `keys` (a successful login clears its failures). */
export async function resetRateLimits(keys: string[]): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key: { in: keys } } });
}

/** Drops windows that ended long ago (called opportunistically; the table stays small). */
export async function pruneRateLimits(): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { resetAt: { lt: new Date(Date.now() - 24 * 60 * 60 * 1000) } } });
}
