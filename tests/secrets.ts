import { expect } from 'vitest';

/**
 * Secrets a reply must never carry. The fixed ones are the stored forms (argon2 hashes, hash columns);
 * the one-time codes and passwords the tests see are remembered here (tests/smtp.ts remembers every code
 * it finds in a mail), so every reply body can be checked against all of them.
 */
const remembered = new Set<string>();

export function rememberSecret(secret: string): void {
  remembered.add(secret);
}

const SECRET_KEYS = ['passwordHash', 'password_hash', 'codeHash', 'code_hash'];

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Fails when `body` (a parsed JSON reply or its text) holds a hash, a hash field, or any remembered secret. */
export function expectNoSecrets(body: unknown): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? null);
  expect(text, 'a reply carries a password hash').not.toContain('$argon2');
  for (const key of SECRET_KEYS) expect(text, `a reply carries the key ${key}`).not.toContain(`"${key}"`);
  for (const secret of remembered) {
    // A 6-digit OTP counts only as a whole number, not as part of a longer run of digits.
    const pattern = /^\d+$/.test(secret) ? new RegExp(`(?<!\\d)${secret}(?!\\d)`) : new RegExp(escapeRegExp(secret));
    expect(pattern.test(text), `a reply carries the secret ${secret}`).toBe(false);
  }
}
