import { describe, expect, it } from 'vitest';
import { expectNoSecrets, rememberSecret } from './secrets';

describe('expectNoSecrets', () => {
  it('passes a reply without secrets', () => {
    expect(() => expectNoSecrets({ success: true, message: 'OK', data: { _id: 'abc', createdAt: '2026-01-01T10:00:00.000Z' } })).not.toThrow();
  });

  it.each([
    ['an argon2 hash', { data: { x: '$argon2id$v=19$m=19456,t=2,p=1$abc' } }],
    ['a passwordHash key', { data: { passwordHash: null } }],
    ['a password_hash key', { data: { password_hash: 'x' } }],
    ['a codeHash key', { data: [{ codeHash: 'x' }] }],
  ])('catches %s', (_label, body) => {
    expect(() => expectNoSecrets(body)).toThrow();
  });

  it('catches a remembered code or OTP, the OTP only as a whole number', () => {
    rememberSecret('Zm9vYmFyLWxpbmstY29kZQ');
    rememberSecret('482913');
    expect(() => expectNoSecrets({ message: 'link Zm9vYmFyLWxpbmstY29kZQ' })).toThrow();
    expect(() => expectNoSecrets({ message: 'Your code is 482913.' })).toThrow();
    expect(() => expectNoSecrets('{"otp":"482913"}')).toThrow();
    expect(() => expectNoSecrets({ id: '14829130' })).not.toThrow();
  });
});
