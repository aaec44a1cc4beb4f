import { afterEach, describe, expect, it, vi } from 'vitest';
import { securityLog, securityLogWriter, withSecurityScope } from './log';

afterEach(() => vi.restoreAllMocks());

function capture(): () => Record<string, unknown>[] {
  const write = vi.spyOn(securityLogWriter, 'write').mockImplementation(() => {});
  return () => write.mock.calls.map(([line]) => {
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    return JSON.parse(line) as Record<string, unknown>;
  });
}

describe('securityLog', () => {
  it('writes one JSON line: time, event, account, address and request id of the request it runs in', () => {
    const lines = capture();
    withSecurityScope({ requestId: 'req-1', address: '10.0.0.9' }, () => securityLog('login_failed', { accountId: 'user-1', reason: 'password' }));
    expect(lines()).toEqual([
      { time: expect.any(String), event: 'login_failed', accountId: 'user-1', address: '10.0.0.9', requestId: 'req-1', reason: 'password' },
    ]);
    expect(new Date(lines()[0]!.time as string).toISOString()).toBe(lines()[0]!.time);
  });

  it('names the signed-in actor of the request, and says null for what it does not know', () => {
    const lines = capture();
    withSecurityScope({ requestId: 'req-2', address: '10.0.0.8' }, (scope) => {
      scope.actorId = 'admin-1';
      securityLog('role_changed', { accountId: 'user-2', role: 'ADMIN' });
    });
    securityLog('password_reset');
    expect(lines()).toEqual([
      { time: expect.any(String), event: 'role_changed', accountId: 'user-2', address: '10.0.0.8', requestId: 'req-2', actorId: 'admin-1', role: 'ADMIN' },
      { time: expect.any(String), event: 'password_reset', accountId: null, address: null, requestId: null },
    ]);
  });

  it('keeps only the allowed fields: never a password, token or code, even when handed one', () => {
    const lines = capture();
    const secrets = { password: 'Lanka#Shop2024', token: 'eyJhbGciOi', otp: '123456', resetToken: 'grant', cookie: 'next-auth.session-token=x' };
    securityLog('login_failed', { accountId: 'user-3', ...secrets } as never);
    const [line] = lines();
    expect(Object.keys(line!).sort()).toEqual(['accountId', 'address', 'event', 'requestId', 'time']);
    for (const secret of Object.values(secrets)) expect(JSON.stringify(line)).not.toContain(secret);
  });

  it('bounds the length of every value', () => {
    const lines = capture();
    securityLog('request_refused', { path: `/api/${'x'.repeat(5000)}` });
    expect((lines()[0]!.path as string).length).toBeLessThanOrEqual(200);
  });

  it('goes to standard output', () => {
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    securityLog('logout', { accountId: 'user-4' });
    expect(JSON.parse(String(stdout.mock.calls[0]![0]))).toMatchObject({ event: 'logout', accountId: 'user-4' });
  });
});
