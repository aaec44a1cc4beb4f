import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/errors';
import { setupTestDatabase } from '@/tests/database';
import { setupTestEnv } from '@/tests/env';
import { limits } from './limits';
import { enforceRateLimits, pruneRateLimits, resetRateLimits, type RateLimitRule } from './rate-limit';

setupTestEnv();
const { prisma } = await setupTestDatabase();

let keys = 0;
const rule = (limit: number, windowSeconds = 900): RateLimitRule => {
  keys += 1;
  return { key: `test:${keys}`, limit, windowSeconds };
};

async function refusal(rules: RateLimitRule[]): Promise<AppError> {
  const error = await enforceRateLimits(rules).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('enforceRateLimits', () => {
  it('allows `limit` attempts in a window and refuses the next with 429 and Retry-After', async () => {
    const three = rule(3);
    for (let attempt = 0; attempt < 3; attempt += 1) await enforceRateLimits([three]);
    const error = await refusal([three]);
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toBe('Too many attempts. Please try again in 15 minutes.');
    const retryAfter = error.retryAfterSeconds ?? 0;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });

  it('says "1 minute" for a short wait', async () => {
    const one = rule(1, 30);
    await enforceRateLimits([one]);
    expect((await refusal([one])).message).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('counts from one again once the window has passed', async () => {
    const two = rule(2);
    await enforceRateLimits([two]);
    await enforceRateLimits([two]);
    await refusal([two]);
    await prisma.rateLimit.update({ where: { key: two.key }, data: { resetAt: new Date(Date.now() - 1000) } });
    await enforceRateLimits([two]);
    expect((await prisma.rateLimit.findUniqueOrThrow({ where: { key: two.key } })).count).toBe(1);
  });

  it('keeps each key apart and refuses when any rule is over', async () => {
    const loose = rule(10);
    const tight = rule(1);
    await enforceRateLimits([loose, tight]);
    await refusal([loose, tight]);
    await enforceRateLimits([loose]);
    expect((await prisma.rateLimit.findUniqueOrThrow({ where: { key: loose.key } })).count).toBe(3);
  });

  it('counts parallel attempts exactly (one atomic upsert each)', async () => {
    const five = rule(5);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => enforceRateLimits([five])));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect((await prisma.rateLimit.findUniqueOrThrow({ where: { key: five.key } })).count).toBe(8);
  });
});

describe('resetRateLimits and pruneRateLimits', () => {
  it('reset forgets the given counters only', async () => {
    const [a, b] = [rule(1), rule(1)];
    await enforceRateLimits([a, b]);
    await resetRateLimits([a!.key]);
    await enforceRateLimits([a!]);
    await refusal([b!]);
  });

  it('prune drops windows that ended more than a day ago', async () => {
    await prisma.rateLimit.createMany({
      data: [
        { key: 'old', count: 9, resetAt: new Date(Date.now() - 25 * 60 * 60 * 1000) },
        { key: 'recent', count: 9, resetAt: new Date(Date.now() - 60 * 1000) },
      ],
    });
    await pruneRateLimits();
    expect(await prisma.rateLimit.findUnique({ where: { key: 'old' } })).toBeNull();
    expect(await prisma.rateLimit.findUnique({ where: { key: 'recent' } })).not.toBeNull();
  });
});

describe('the account limits', () => {
  it('are per address and per e-mail where an e-mail is involved', () => {
    expect(limits.login('1.2.3.4', 'a@b.lk').map((r) => [r.key, r.limit, r.windowSeconds])).toEqual([
      ['login:ip:1.2.3.4', 30, 900],
      ['login:email:a@b.lk', 10, 900],
    ]);
    expect(limits.register('1.2.3.4', 'a@b.lk').map((r) => r.limit)).toEqual([10, 5]);
    expect(limits.resetPassword('1.2.3.4', 'a@b.lk').map((r) => r.limit)).toEqual([10, 5]);
    expect(limits.forgotPassword('1.2.3.4', 'a@b.lk').map((r) => r.limit)).toEqual([10, 3]);
    expect(limits.verifyOtp('1.2.3.4', 'a@b.lk').map((r) => r.limit)).toEqual([20, 10]);
    expect(limits.verifyEmail('1.2.3.4').map((r) => r.limit)).toEqual([20]);
  });
});
