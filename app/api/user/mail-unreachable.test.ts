import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUser, expectRefused, STRONG_PASSWORD, uniqueEmail } from '@/tests/api';
import { POST as forgotPassword } from './forgot-password/route';
import { POST as login } from './login/route';
import { POST as register } from './register/route';

/**
 * The mail server cannot be reached (SMTP_URL points at a closed port): account actions still answer at once,
 * say when a mail could not be sent, and log why.
 */

const { prisma } = await setupAccountsTest({ smtp: 'unreachable' });

afterEach(() => vi.restoreAllMocks());

/** Silences and records the mail failure log; the reason must be the refused connection, not a slow server. */
function mailErrors() {
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}

describe('with the SMTP server unreachable', () => {
  it('register still creates the account and says the verification mail could not be sent', async () => {
    const logged = mailErrors();
    const email = uniqueEmail();
    const reply = await call(register, 'POST', '/api/user/register', {
      json: { name: 'Offline Person', email, password: STRONG_PASSWORD },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(
      'Registration successful, but we could not send the verification email. Log in later to get a new link.',
    );
    expect(reply.body.data).toMatchObject({ email, emailVerified: false });
    expect(await prisma.user.count({ where: { email } })).toBe(1);
    // Refused at once (not the 5-second "still trying" path).
    expect(logged.mock.calls.map(String).join('\n')).toMatch(/ECONNREFUSED/);
  });

  it('an unverified login says a new link could not be sent', async () => {
    mailErrors();
    const user = await createUser({ verified: false });
    const reply = await call(login, 'POST', '/api/user/login', { json: { email: user.email, password: user.password } });
    expectRefused(
      reply,
      403,
      'Please verify your email before logging in. We could not send a new link just now; please try again later.',
    );
  });

  it('forgot-password answers a known account like an unknown one, and logs that the OTP mail failed', async () => {
    const logged = mailErrors();
    const user = await createUser();
    const known = await call(forgotPassword, 'POST', '/api/user/forgot-password', { json: { email: user.email } });
    const unknown = await call(forgotPassword, 'POST', '/api/user/forgot-password', { json: { email: uniqueEmail('nobody') } });
    for (const reply of [known, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: true, message: 'OTP sent to your email' });
    }
    expect(logged.mock.calls.map(String).join('\n')).toMatch(/ECONNREFUSED/);
  });
});
