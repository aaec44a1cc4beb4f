import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, setupTestEnv } from '@/tests/env';
import { CODE_LIFETIME_MS, codeExpiry, codeMatches, hashCode, MAX_CODE_ATTEMPTS, newLinkCode, newOtp } from './codes';

setupTestEnv();

describe('one-time codes', () => {
  it('OTPs are six digits, leading zeros kept', () => {
    const otps = Array.from({ length: 200 }, newOtp);
    for (const otp of otps) expect(otp).toMatch(/^\d{6}$/);
    expect(new Set(otps).size).toBeGreaterThan(190);
  });

  it('link codes carry 256 random bits in URL-safe characters', () => {
    const code = newLinkCode();
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newLinkCode()).not.toBe(code);
  });

  it('stores an HMAC keyed with the auth secret, never the code', () => {
    const otp = '042917';
    const stored = hashCode(otp);
    expect(stored).toBe(createHmac('sha256', TEST_AUTH_SECRET).update(otp).digest('hex'));
    expect(stored).not.toContain(otp);
    // A plain hash would let anyone with the database try all million OTPs.
    expect(stored).not.toBe(createHmac('sha256', '').update(otp).digest('hex'));
  });

  it('matches only the code that was hashed', () => {
    const stored = hashCode('123456');
    expect(codeMatches('123456', stored)).toBe(true);
    expect(codeMatches('123457', stored)).toBe(false);
    expect(codeMatches('123456', 'not-hex')).toBe(false);
  });

  it('codes live 10 minutes and allow 5 tries', () => {
    const now = new Date('2026-01-01T10:00:00Z');
    expect(codeExpiry(now).toISOString()).toBe('2026-01-01T10:10:00.000Z');
    expect(CODE_LIFETIME_MS).toBe(10 * 60 * 1000);
    expect(MAX_CODE_ATTEMPTS).toBe(5);
  });
});
