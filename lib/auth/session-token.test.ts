import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { TEST_AUTH_SECRET, setupTestEnv } from '@/tests/env';
import {
  cookieValue,
  issueSessionToken,
  readSessionToken,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
  sessionTokenOf,
} from './session-token';

setupTestEnv();

const subject = { id: 'user-1', name: 'Nimal Perera', email: 'nimal@example.com', role: 'USER' as const, sessionVersion: 3 };

describe('the session token', () => {
  it('carries the user, role, session version, a unique id and a 7-day expiry', async () => {
    const token = await issueSessionToken(subject);
    const claims = await readSessionToken(token);
    expect(claims).toMatchObject({ sub: 'user-1', name: 'Nimal Perera', email: 'nimal@example.com', role: 'USER', sv: 3 });
    expect(claims!.exp - claims!.iat).toBe(SESSION_MAX_AGE_SECONDS);
    const again = await readSessionToken(await issueSessionToken(subject));
    expect(again!.jti).not.toBe(claims!.jti);
  });

  it('is encrypted: neither the e-mail nor the role can be read from it', async () => {
    const token = await issueSessionToken(subject);
    const readable = token.split('.').map((part) => Buffer.from(part, 'base64url').toString('latin1')).join(' ');
    expect(readable).not.toContain('nimal@example.com');
    expect(readable).not.toContain('USER');
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['garbage', 'not-a-token'],
  ])('reads %s as no session', async (_label, token) => {
    expect(await readSessionToken(token)).toBeNull();
  });

  it('refuses a token changed in transit', async () => {
    const token = await issueSessionToken(subject);
    const parts = token.split('.');
    const cipher = Buffer.from(parts[3]!, 'base64url');
    cipher[0] = cipher[0]! ^ 1;
    parts[3] = cipher.toString('base64url');
    expect(await readSessionToken(parts.join('.'))).toBeNull();
  });

  it('refuses a token made with another secret, an expired one, and one without the shop’s claims', async () => {
    const claims = { sub: 'user-1', sv: 0, jti: 'x', role: 'ADMIN' };
    expect(await readSessionToken(await encode({ token: claims, secret: `${TEST_AUTH_SECRET}!` }))).toBeNull();
    expect(await readSessionToken(await encode({ token: claims, secret: TEST_AUTH_SECRET, maxAge: -60 }))).toBeNull();
    expect(await readSessionToken(await encode({ token: { sub: 'user-1' }, secret: TEST_AUTH_SECRET }))).toBeNull();
  });

  it('carries the login time, and lives 7 days from it whatever the expiry says (no renewal extends it)', async () => {
    const claims = await readSessionToken(await issueSessionToken(subject));
    // Stamped at login, as iat is (within the same second or the one before it).
    expect(claims!.iat - claims!.auth_time).toBeGreaterThanOrEqual(0);
    expect(claims!.iat - claims!.auth_time).toBeLessThanOrEqual(1);
    const now = Math.floor(Date.now() / 1000);
    const renewed = (authTime: number) =>
      encode({ token: { ...claims, auth_time: authTime }, secret: TEST_AUTH_SECRET, maxAge: SESSION_MAX_AGE_SECONDS });
    expect(await readSessionToken(await renewed(now - SESSION_MAX_AGE_SECONDS + 60))).not.toBeNull();
    expect(await readSessionToken(await renewed(now - SESSION_MAX_AGE_SECONDS - 60))).toBeNull();
    const withoutLoginTime = { ...claims, auth_time: undefined };
    expect(await readSessionToken(await encode({ token: withoutLoginTime, secret: TEST_AUTH_SECRET }))).toBeNull();
  });

  it('uses next-auth’s cookie name (not __Secure- on http)', () => {
    expect(sessionCookieName()).toBe('next-auth.session-token');
  });
});

describe('finding the token of a request', () => {
  const request = (headers: Record<string, string>) => new Request('http://shop.test/api/user/me', { headers });

  it('prefers the bearer header to the cookie', () => {
    expect(sessionTokenOf(request({ authorization: 'Bearer abc', cookie: 'next-auth.session-token=def' }))).toEqual({
      token: 'abc',
      via: 'bearer',
    });
  });

  it('accepts the scheme in any case', () => {
    expect(sessionTokenOf(request({ authorization: 'bearer abc' }))).toEqual({ token: 'abc', via: 'bearer' });
  });

  it('falls back to the session cookie', () => {
    expect(sessionTokenOf(request({ cookie: 'a=1; next-auth.session-token=def; b=2' }))).toEqual({ token: 'def', via: 'cookie' });
  });

  it('finds nothing in other schemes or other cookies', () => {
    expect(sessionTokenOf(request({ authorization: 'Basic dXNlcjpwYXNz' }))).toBeNull();
    expect(sessionTokenOf(request({ cookie: 'next-auth.session-token.0=x; session-token=y' }))).toBeNull();
    expect(sessionTokenOf(request({}))).toBeNull();
  });

  it('reads cookie values by exact name, decoded', () => {
    expect(cookieValue('XSRF-TOKEN=a%2Bb; other=1', 'XSRF-TOKEN')).toBe('a+b');
    expect(cookieValue(' XSRF-TOKEN = spaced ', 'XSRF-TOKEN')).toBe('spaced');
    expect(cookieValue('MY-XSRF-TOKEN=x', 'XSRF-TOKEN')).toBeUndefined();
    expect(cookieValue(null, 'XSRF-TOKEN')).toBeUndefined();
  });
});
