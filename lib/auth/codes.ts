import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/config';

/**
 * One-time codes: e-mail verification links (256 random bits) and password-reset OTPs (6 digits).
 * Only an HMAC of a code is stored, keyed with the auth secret: a 6-digit code's hash could otherwise be
 * reversed by trying all million values.
 */

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export function newLinkCode(): string {
  return randomBytes(32).toString('base64url');
}

export function newOtp(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

export function hashCode(code: string): string {
  return createHmac('sha256', config().authSecret).update(code).digest('hex');
}

export function codeMatches(code: string, storedHash: string): boolean {
  const candidate = Buffer.from(hashCode(code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return candidate.length === stored.length && timingSafeEqual(candidate, stored);
}

export function codeExpiry(now = new Date()): Date {
  return new Date(now.getTime() + CODE_LIFETIME_MS);
}
