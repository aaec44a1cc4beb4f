import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupAccountsTest } from '@/tests/accounts';
import { call, createUser, createUserAndLogIn, expectPublicUser, expectRefused, type CallOptions } from '@/tests/api';
import { GET as allUsers } from './allusers/route';
import { DELETE as deleteUser } from './delete/[id]/route';
import { DELETE as deleteMe } from './me/route';
import { PUT as changeRole } from './role/[id]/route';

/** The admin's user management: GET allusers, DELETE delete/{id}, PUT role/{id}. */

const { prisma, uploadDir } = await setupAccountsTest();

const list = (options: CallOptions) => call(allUsers, 'GET', '/api/user/allusers', options);
const remove = (id: string, options: CallOptions) =>
  call(deleteUser, 'DELETE', `/api/user/delete/${id}`, options, { id });
const setRole = (id: string, role: unknown, options: CallOptions) =>
  call(changeRole, 'PUT', `/api/user/role/${id}`, { json: { role }, ...options }, { id });

const roleOf = async (id: string) => (await prisma.user.findUnique({ where: { id }, select: { role: true } }))?.role;
const exists = async (id: string) => (await prisma.user.count({ where: { id } })) === 1;
const adminCount = () => prisma.user.count({ where: { role: 'ADMIN' } });

// Every test starts from a shop whose admins are only the ones it makes.
beforeEach(async () => {
  await prisma.user.deleteMany({ where: { role: 'ADMIN' } });
});

describe('permissions on the admin endpoints', () => {
  const endpoints: [string, (target: string, options: CallOptions) => ReturnType<typeof call>][] = [
    ['GET /api/user/allusers', (_target, options) => list(options)],
    ['DELETE /api/user/delete/{id}', (target, options) => remove(target, options)],
    ['PUT /api/user/role/{id}', (target, options) => setRole(target, 'ADMIN', options)],
  ];

  it.each(endpoints)('%s answers 401 to a guest and changes nothing', async (_name, send) => {
    const target = await createUser();
    expectRefused(await send(target.id, {}), 401, 'Please log in to continue');
    expect(await roleOf(target.id)).toBe('USER');
  });

  it.each(endpoints)('%s answers 403 to a USER and changes nothing', async (_name, send) => {
    const user = await createUserAndLogIn();
    const target = await createUser();
    expectRefused(await send(target.id, { token: user.token }), 403, 'Access denied! Admins only.');
    expectRefused(await send(user.id, { token: user.token }), 403, 'Access denied! Admins only.');
    expect(await roleOf(target.id)).toBe('USER');
    expect(await roleOf(user.id)).toBe('USER');
  });

  it.each(endpoints.slice(1))('%s refuses an admin’s cookie without the X-XSRF-TOKEN header (403) and changes nothing', async (_name, send) => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const target = await createUser();
    const reply = await send(target.id, { cookies: { ...admin, csrfHeader: false } });
    expectRefused(reply, 403, 'Invalid or missing CSRF token. Reload the page and try again.');
    expect(await roleOf(target.id)).toBe('USER');
  });

  it('a role taken away applies at once to a token issued before', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    await createUser({ role: 'ADMIN' });
    expect((await list({ token: admin.token })).status).toBe(200);
    await prisma.user.update({ where: { id: admin.id }, data: { role: 'USER' } });
    expectRefused(await list({ token: admin.token }), 403, 'Access denied! Admins only.');
  });
});

describe('GET /api/user/allusers', () => {
  it('lists the accounts, newest first, with public fields only (the first page holds them all here)', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const newest = await createUser({ name: 'Newest Shopper' });
    const reply = await list({ token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.message).toBe('All users');
    const users = reply.body.data as { _id: string; createdAt: string }[];
    const count = await prisma.user.count();
    expect(users).toHaveLength(count);
    expect(reply.body.pagination).toEqual({ page: 1, limit: 20, hasMore: false, total: count });
    expect(users[0]).toEqual({
      _id: newest.id,
      name: 'Newest Shopper',
      email: newest.email,
      mobile: null,
      avatar: null,
      role: 'USER',
      status: 'ACTIVE',
      emailVerified: true,
      createdAt: expect.any(String),
      lastLoginAt: null,
    });
    users.forEach(expectPublicUser);
    const times = users.map((user) => Date.parse(user.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(users.map((user) => user._id)).toContain(admin.id);
  });

  it('an admin can read it with the session cookie and no CSRF header (a read)', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    expect((await list({ cookies: { ...admin, csrfHeader: false } })).status).toBe(200);
  });
});

describe('DELETE /api/user/delete/{id}', () => {
  it('deletes the account and its avatar file; its session ends', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const target = await createUserAndLogIn();
    const avatarName = '1c1c1c1c-0000-4000-8000-000000000002.png';
    writeFileSync(path.join(uploadDir, avatarName), 'png bytes');
    await prisma.user.update({ where: { id: target.id }, data: { avatar: `/uploads/${avatarName}` } });

    const reply = await remove(target.id, { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'User deleted successfully' });
    expect(await exists(target.id)).toBe(false);
    expect(existsSync(path.join(uploadDir, avatarName))).toBe(false);
    expect((await list({ token: target.token })).status).toBe(401);
  });

  it('works with the admin’s session cookie and a matching X-XSRF-TOKEN header', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const target = await createUser();
    expect((await remove(target.id, { cookies: admin })).status).toBe(200);
    expect(await exists(target.id)).toBe(false);
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    expectRefused(await remove('no-such-user', { token: admin.token }), 404, 'User not found');
  });

  it('refuses to delete the last admin (409), who is the one asking', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    expectRefused(await remove(admin.id, { token: admin.token }), 409, 'Cannot delete the last admin');
    expect(await exists(admin.id)).toBe(true);
  });

  it('lets one of two admins delete the other, and then refuses the last one', async () => {
    const first = await createUserAndLogIn({ role: 'ADMIN' });
    const second = await createUserAndLogIn({ role: 'ADMIN' });
    expect((await remove(second.id, { token: first.token })).status).toBe(200);
    expectRefused(await remove(first.id, { token: first.token }), 409, 'Cannot delete the last admin');
    expectRefused(await call(deleteMe, 'DELETE', '/api/user/me', { token: first.token }), 409);
    expect(await adminCount()).toBe(1);
  });
});

describe('PUT /api/user/role/{id}', () => {
  it('makes a USER an ADMIN (data.role) and the new role applies to their current session', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const shopper = await createUserAndLogIn();
    expect((await list({ token: shopper.token })).status).toBe(403);

    const reply = await setRole(shopper.id, 'ADMIN', { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'User role updated',
      data: expect.objectContaining({ _id: shopper.id, role: 'ADMIN' }),
    });
    expect(reply.body.data.role).toBe('ADMIN');
    expectPublicUser(reply.body.data);
    expect(await roleOf(shopper.id)).toBe('ADMIN');
    expect((await list({ token: shopper.token })).status).toBe(200);
  });

  it('with two admins, one can be made a USER', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const other = await createUser({ role: 'ADMIN' });
    const reply = await setRole(other.id, 'USER', { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.role).toBe('USER');
    expect(await adminCount()).toBe(1);
  });

  it('refuses to demote the last admin (409), and keeps them ADMIN', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    expectRefused(await setRole(admin.id, 'USER', { token: admin.token }), 409, 'Cannot demote the last admin');
    expect(await roleOf(admin.id)).toBe('ADMIN');
  });

  it('after demoting the other admin, the remaining one cannot be demoted', async () => {
    const first = await createUserAndLogIn({ role: 'ADMIN' });
    const second = await createUserAndLogIn({ role: 'ADMIN' });
    expect((await setRole(second.id, 'USER', { token: first.token })).status).toBe(200);
    // The demoted admin has no say any more; the remaining admin cannot demote themself.
    expectRefused(await setRole(first.id, 'USER', { token: second.token }), 403, 'Access denied! Admins only.');
    expectRefused(await setRole(first.id, 'USER', { token: first.token }), 409, 'Cannot demote the last admin');
    expect(await adminCount()).toBe(1);
  });

  it('a suspended admin does not count: the only active admin cannot be demoted', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    await createUser({ role: 'ADMIN', status: 'SUSPENDED' });
    expectRefused(await setRole(admin.id, 'USER', { token: admin.token }), 409, 'Cannot demote the last admin');
  });

  it('two admins demoting each other at the same moment leave one admin', async () => {
    const first = await createUserAndLogIn({ role: 'ADMIN' });
    const second = await createUserAndLogIn({ role: 'ADMIN' });
    const replies = await Promise.all([
      setRole(second.id, 'USER', { token: first.token }),
      setRole(first.id, 'USER', { token: second.token }),
    ]);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    expect(await adminCount()).toBe(1);
  });

  it('making an ADMIN an ADMIN again changes nothing', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const reply = await setRole(admin.id, 'ADMIN', { token: admin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data.role).toBe('ADMIN');
  });

  it('answers 404 for an unknown id', async () => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    expectRefused(await setRole('no-such-user', 'ADMIN', { token: admin.token }), 404, 'User not found');
  });

  it.each([
    ['an unknown role', 'SUPERUSER'],
    ['a lower-case role', 'admin'],
    ['no role', undefined],
    ['a role that is not text', 1],
  ])('refuses %s (400) and changes nothing', async (_label, role) => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const target = await createUser();
    expectRefused(await setRole(target.id, role, { token: admin.token }), 400, 'Role must be USER or ADMIN');
    expect(await roleOf(target.id)).toBe('USER');
  });

  it.each([
    ['malformed JSON', { body: '{"role":', contentType: 'application/json' }, 'Malformed JSON body'],
    ['a form body', { body: 'role=ADMIN', contentType: 'application/x-www-form-urlencoded' }, 'Content-Type must be application/json'],
  ])('refuses %s (400) and changes nothing', async (_label, raw, message) => {
    const admin = await createUserAndLogIn({ role: 'ADMIN' });
    const target = await createUser();
    const reply = await call(changeRole, 'PUT', `/api/user/role/${target.id}`, { raw, token: admin.token }, { id: target.id });
    expectRefused(reply, 400, message);
    expect(await roleOf(target.id)).toBe('USER');
  });
});
