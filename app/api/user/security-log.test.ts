import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { limits } from '@/lib/auth/limits';
import { securityLogWriter } from '@/lib/security/log';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUser, createUserAndLogIn, newIp } from '@/tests/api';
import { GET as allUsers } from './allusers/route';
import { DELETE as deleteUser } from './delete/[id]/route';
import { POST as forgotPassword } from './forgot-password/route';
import { POST as login } from './login/route';
import { POST as logout } from './logout/route';
import { DELETE as deleteMe, GET as me } from './me/route';
import { POST as resetPassword } from './reset-password/route';
import { PUT as changeRole } from './role/[id]/route';
import { POST as verifyForgotOtp } from './verify-forgot-otp/route';

/** The security log (lib/security/log.ts) as the account endpoints write it. */

const { prisma, smtp } = await setupAccountsTest();

const write = vi.fn<(line: string) => void>();
beforeEach(() => {
  write.mockReset();
  vi.spyOn(securityLogWriter, 'write').mockImplementation(write);
});
afterEach(() => vi.restoreAllMocks());

/** Every line written so far, parsed; each must be one line of JSON with the common fields. */
function lines(): Record<string, unknown>[] {
  return write.mock.calls.map(([line]) => {
    expect(line).toMatch(/^\{.*\}\n$/);
    const entry = JSON.parse(line) as Record<string, unknown>;
    expect(entry).toEqual(expect.objectContaining({ time: expect.any(String), event: expect.any(String), address: expect.any(String), requestId: expect.any(String) }));
    expect(entry).toHaveProperty('accountId'); // null when nobody is known
    return entry;
  });
}

/** Fails when any line holds one of `secrets` (a password, token, OTP or reset grant). */
function expectNoneOf(secrets: string[]) {
  const text = write.mock.calls.map(([line]) => line).join('');
  for (const secret of secrets) expect(text).not.toContain(secret);
}

describe('the security log', () => {
  it('a failed login: login_failed and the 401, with the address and the web server’s request id, never the password', async () => {
    const user = await createUser();
    const ip = newIp();
    const reply = await call(login, 'POST', '/api/user/login', {
      json: { email: user.email, password: 'Wrong#Password1' },
      ip,
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('x-request-id')).toBe('edge-42');
    expect(lines()).toEqual([
      expect.objectContaining({ event: 'login_failed', accountId: user.id, address: ip, requestId: 'edge-42', reason: 'password' }),
      expect.objectContaining({ event: 'request_refused', accountId: null, address: ip, requestId: 'edge-42', status: 401, method: 'POST', path: '/api/user/login' }),
    ]);
    expectNoneOf(['Wrong#Password1', user.email]);
  });

  it('an unknown e-mail is a login_failed without an account; a malformed request id is replaced', async () => {
    await call(login, 'POST', '/api/user/login', { json: { email: 'nobody@example.com', password: 'Any#Password1' }, headers: { 'x-request-id': 'a b {"x":1}' } });
    const [failed] = lines();
    expect(failed).toMatchObject({ event: 'login_failed', accountId: null, reason: 'unknown_account' });
    expect(failed!.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('every 401, 403 and 429 withApi answers, with the account when there is one', async () => {
    const shopper = await createUserAndLogIn();
    write.mockClear();
    const ip = newIp();
    await call(me, 'GET', '/api/user/me', { ip });
    await call(allUsers, 'GET', '/api/user/allusers', { token: shopper.token, ip });
    const email = shopper.email;
    const [, perEmail] = limits.login(ip, email);
    for (let attempt = 0; attempt <= perEmail!.limit; attempt += 1) {
      await call(login, 'POST', '/api/user/login', { json: { email, password: 'Wrong#Password1' }, ip: newIp() });
    }
    const refused = lines().filter((line) => line.event === 'request_refused');
    expect(refused[0]).toMatchObject({ status: 401, accountId: null, address: ip, method: 'GET', path: '/api/user/me' });
    expect(refused[1]).toMatchObject({ status: 403, accountId: shopper.id, address: ip, path: '/api/user/allusers' });
    expect(refused.at(-1)).toMatchObject({ status: 429, path: '/api/user/login' });
    expectNoneOf([shopper.token, shopper.password, 'Wrong#Password1']);
  });

  it('a CSRF refusal is csrf_refused (one line), with the account, never the token', async () => {
    const shopper = await createUserAndLogIn();
    write.mockClear();
    const reply = await call(deleteMe, 'DELETE', '/api/user/me', { cookies: { ...shopper, csrfHeader: 'made-up' } });
    expect(reply.status).toBe(403);
    expect(lines()).toEqual([expect.objectContaining({ event: 'csrf_refused', accountId: shopper.id, status: 403, path: '/api/user/me' })]);
    expectNoneOf([shopper.token, shopper.csrf, 'made-up']);
  });

  it('role changes and deletions name the account and the admin who acted', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const [promoted, removed] = [await createUser(), await createUser()];
    write.mockClear();
    expect((await call(changeRole, 'PUT', `/api/user/role/${promoted.id}`, { json: { role: 'ADMIN' }, token: admin.token }, { id: promoted.id })).status).toBe(200);
    expect((await call(deleteUser, 'DELETE', `/api/user/delete/${removed.id}`, { token: admin.token }, { id: removed.id })).status).toBe(200);
    expect(lines()).toEqual([
      expect.objectContaining({ event: 'role_changed', accountId: promoted.id, actorId: admin.id, role: 'ADMIN' }),
      expect.objectContaining({ event: 'account_deleted', accountId: removed.id, actorId: admin.id }),
    ]);
  });

  it('deleting one’s own account and logging out are logged too', async () => {
    const [leaving, going] = [await createUserAndLogIn(), await createUserAndLogIn()];
    write.mockClear();
    expect((await call(logout, 'POST', '/api/user/logout', { token: going.token })).status).toBe(200);
    expect((await call(deleteMe, 'DELETE', '/api/user/me', { token: leaving.token })).status).toBe(200);
    expect(lines()).toEqual([
      expect.objectContaining({ event: 'logout', accountId: going.id, actorId: going.id }),
      expect.objectContaining({ event: 'account_deleted', accountId: leaving.id, actorId: leaving.id }),
    ]);
    expectNoneOf([leaving.token, going.token]);
  });

  it('a password reset: one password_reset line, never the OTP, the grant or the new password', async () => {
    const user = await createUser();
    await call(forgotPassword, 'POST', '/api/user/forgot-password', { json: { email: user.email } });
    const otp = smtp.otpFor(user.email);
    const verified = await call(verifyForgotOtp, 'POST', '/api/user/verify-forgot-otp', { json: { email: user.email, otp } });
    const resetToken = verified.body.data.resetToken as string;
    write.mockClear();
    const reply = await call(resetPassword, 'POST', '/api/user/reset-password', { json: { email: user.email, password: 'Fresh$Start99', resetToken } });
    expect(reply.status).toBe(200);
    expect(lines()).toEqual([expect.objectContaining({ event: 'password_reset', accountId: user.id })]);
    expectNoneOf([otp, resetToken, 'Fresh$Start99']);
    expect(await prisma.user.count({ where: { id: user.id } })).toBe(1);
  });
});
