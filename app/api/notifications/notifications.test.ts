import { beforeEach, describe, expect, it } from 'vitest';
import { unreadCount } from '@/lib/notifications/notifications';
import { call, type CallOptions, createUserAndLogIn, expectRefused } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import { setupOrdersTest } from '@/tests/orders';
import { DELETE as deleteRoute } from './[id]/route';
import { PATCH as markReadRoute } from './[id]/read/route';
import { GET as adminListRoute } from './admin/route';
import { GET as listRoute, POST as sendRoute } from './route';

/**
 * GET /api/notifications (own), POST /api/notifications (admin's message), GET /api/notifications/admin (the
 * admins' shared ones), PATCH /api/notifications/{id}/read and DELETE /api/notifications/{id} (own, or the admins'
 * shared ones for an admin; anything else is "not found" and changes nothing).
 */

const { prisma, admin, shopper } = await setupOrdersTest();
const other = await createUserAndLogIn({ name: 'Other Shopper' });
const secondAdmin = await createUserAndLogIn({ role: 'ADMIN', name: 'Second Admin' });

const NOTIFICATION_KEYS = ['_id', 'createdAt', 'message', 'meta', 'read'];
const GUEST = 'Please log in to continue';
const ADMINS_ONLY = 'Access denied! Admins only.';
const CSRF = 'Invalid or missing CSRF token. Reload the page and try again.';
const NOT_FOUND = 'Notification not found';

const list = (options: CallOptions) => call(listRoute, 'GET', '/api/notifications', options);
const adminList = (options: CallOptions) => call(adminListRoute, 'GET', '/api/notifications/admin', options);
const send = (options: CallOptions) => call(sendRoute, 'POST', '/api/notifications', options);
const markRead = (id: string, options: CallOptions) =>
  call(markReadRoute, 'PATCH', `/api/notifications/${encodeURIComponent(id)}/read`, options, { id });
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/notifications/${encodeURIComponent(id)}`, options, { id });

/** A stored notification, made `minutesAgo` minutes ago (so the lists' order is known). */
async function stored(to: { userId: string } | 'admins', message: string, minutesAgo = 0, meta?: Record<string, string | number>) {
  const notification = await prisma.notification.create({
    data: {
      audience: to === 'admins' ? 'ADMIN' : 'USER',
      userId: to === 'admins' ? null : to.userId,
      message,
      meta,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    },
  });
  return notification.id;
}

const rowOf = (id: string) => prisma.notification.findUnique({ where: { id }, select: { id: true, read: true, message: true } });
const allRows = () => prisma.notification.findMany({ orderBy: { id: 'asc' } });
const idsOf = (items: { _id: string }[]) => items.map((item) => item._id);

beforeEach(async () => {
  await prisma.notification.deleteMany();
});

describe('GET /api/notifications', () => {
  it('gives a user their own notifications only, newest first, in the Notification shape', async () => {
    const older = await stored({ userId: shopper.id }, 'Your order ORD-1 has been placed', 30, { orderId: 'ORD-1', total: 'Rs. 260.00' });
    const newer = await stored({ userId: shopper.id }, 'Your order ORD-1 is now shipped', 5);
    const middle = await stored({ userId: shopper.id }, 'Payment of your order ORD-1 is now completed', 10);
    await stored({ userId: other.id }, 'Not for Kamal', 1);
    await stored('admins', 'New order ORD-1 from Kamal Silva', 1);
    await prisma.notification.update({ where: { id: middle }, data: { read: true } });

    const reply = await list({ token: shopper.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Notifications fetched successfully' });
    expect(idsOf(reply.body.data)).toEqual([newer, middle, older]);
    for (const notification of reply.body.data) expectKeys(notification, NOTIFICATION_KEYS);
    expect(reply.body.data[2]).toEqual({
      _id: older,
      message: 'Your order ORD-1 has been placed',
      read: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      meta: { orderId: 'ORD-1', total: 'Rs. 260.00' },
    });
    expect(reply.body.data[0].meta).toBeNull();
    expect(reply.body.data[1].read).toBe(true);
  });

  it('never shows another user’s notifications, nor the admins’ shared ones (not even to an admin)', async () => {
    await stored({ userId: shopper.id }, 'Kamal’s', 2);
    const others = await stored({ userId: other.id }, 'Other’s', 1);
    await stored('admins', 'For the admins', 1);
    const adminsOwn = await stored({ userId: admin.id }, 'Your order ORD-9 has been placed', 3);

    expect(idsOf((await list({ token: other.token })).body.data)).toEqual([others]);
    // An admin's own list holds what was addressed to them as a user; the shared ones are at /admin.
    expect(idsOf((await list({ token: admin.token })).body.data)).toEqual([adminsOwn]);
    expect((await list({ token: secondAdmin.token })).body.data).toEqual([]);
  });

  it('works with a cookie session (a read needs no CSRF header) and refuses a guest (401)', async () => {
    const mine = await stored({ userId: shopper.id }, 'Hello');
    expect(idsOf((await list({ cookies: { ...shopper, csrfHeader: false } })).body.data)).toEqual([mine]);
    expectRefused(await list({}), 401, GUEST);
    expectRefused(await list({ token: 'not-a-session-token' }), 401, GUEST);
  });
});

describe('GET /api/notifications/admin', () => {
  it('gives an admin the admins’ shared notifications only, newest first', async () => {
    const older = await stored('admins', 'New user registered: Nimal (nimal@example.com)', 20, { email: 'nimal@example.com' });
    const newer = await stored('admins', 'Low stock: Ceylon Black Tea has 5 left', 2, { stock: 5 });
    await stored({ userId: admin.id }, 'Your order ORD-2 has been placed', 1);
    await stored({ userId: shopper.id }, 'Your order ORD-3 has been placed', 1);

    for (const session of [admin, secondAdmin]) {
      const reply = await adminList({ token: session.token });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, message: 'Admin notifications fetched successfully' });
      expect(idsOf(reply.body.data)).toEqual([newer, older]);
      for (const notification of reply.body.data) expectKeys(notification, NOTIFICATION_KEYS);
      expect(reply.body.data[0]).toMatchObject({ message: 'Low stock: Ceylon Black Tea has 5 left', read: false, meta: { stock: 5 } });
    }
    expect((await adminList({ cookies: { ...admin, csrfHeader: false } })).status).toBe(200);
  });

  it('refuses a USER (403) and a guest (401)', async () => {
    await stored('admins', 'For the admins');
    expectRefused(await adminList({ token: shopper.token }), 403, ADMINS_ONLY);
    expectRefused(await adminList({ cookies: shopper }), 403, ADMINS_ONLY);
    expectRefused(await adminList({}), 401, GUEST);
  });
});

describe('PATCH /api/notifications/{id}/read', () => {
  it('marks the user’s own notification read and returns it', async () => {
    const id = await stored({ userId: shopper.id }, 'Your order ORD-1 is now shipped', 1, { orderId: 'ORD-1' });
    const reply = await markRead(id, { token: shopper.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Notification marked as read' });
    expectKeys(reply.body.data, NOTIFICATION_KEYS);
    expect(reply.body.data).toMatchObject({ _id: id, message: 'Your order ORD-1 is now shipped', read: true, meta: { orderId: 'ORD-1' } });
    expect((await rowOf(id))?.read).toBe(true);
    // Again: still read, still 200.
    expect((await markRead(id, { token: shopper.token })).body.data.read).toBe(true);
  });

  it('works with a cookie session and its CSRF header; without the header it is refused (403) and changes nothing', async () => {
    const id = await stored({ userId: shopper.id }, 'Hello');
    expectRefused(await markRead(id, { cookies: { ...shopper, csrfHeader: false } }), 403, CSRF);
    expectRefused(await markRead(id, { cookies: { ...shopper, csrfHeader: 'wrong-token' } }), 403, CSRF);
    expect((await rowOf(id))?.read).toBe(false);
    expect((await markRead(id, { cookies: shopper })).status).toBe(200);
    expect((await rowOf(id))?.read).toBe(true);
  });

  it('answers 404 for someone else’s notification, the admins’ ones (for a USER) and unknown ids, changing nothing', async () => {
    const others = await stored({ userId: other.id }, 'Other’s');
    const admins = await stored('admins', 'For the admins');
    const before = await allRows();
    for (const id of [others, admins, 'no-such-notification']) {
      expectRefused(await markRead(id, { token: shopper.token }), 404, NOT_FOUND);
    }
    // An admin reaches the shared ones and their own, not a shopper's.
    expectRefused(await markRead(others, { token: admin.token }), 404, NOT_FOUND);
    expect(await allRows()).toEqual(before);
  });

  it('lets any admin mark the admins’ shared notification read', async () => {
    const id = await stored('admins', 'New order ORD-4 from Kamal Silva');
    const reply = await markRead(id, { token: secondAdmin.token });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ _id: id, read: true });
    expect((await adminList({ token: admin.token })).body.data[0]).toMatchObject({ _id: id, read: true });
  });

  it('refuses a guest (401)', async () => {
    const id = await stored({ userId: shopper.id }, 'Hello');
    expectRefused(await markRead(id, {}), 401, GUEST);
    expect((await rowOf(id))?.read).toBe(false);
  });
});

describe('DELETE /api/notifications/{id}', () => {
  it('deletes the user’s own notification: "Deleted notification"', async () => {
    const id = await stored({ userId: shopper.id }, 'Hello');
    const kept = await stored({ userId: shopper.id }, 'Keep me', 1);
    const reply = await remove(id, { token: shopper.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Deleted notification' });
    expect(await rowOf(id)).toBeNull();
    expect(idsOf((await list({ token: shopper.token })).body.data)).toEqual([kept]);
    // Gone: a second delete finds nothing.
    expectRefused(await remove(id, { token: shopper.token }), 404, NOT_FOUND);
  });

  it('answers 404 for someone else’s notification, the admins’ ones (for a USER) and unknown ids, deleting nothing', async () => {
    const others = await stored({ userId: other.id }, 'Other’s');
    const admins = await stored('admins', 'For the admins');
    const before = await allRows();
    for (const id of [others, admins, 'no-such-notification']) {
      expectRefused(await remove(id, { token: shopper.token }), 404, NOT_FOUND);
    }
    expectRefused(await remove(others, { token: admin.token }), 404, NOT_FOUND);
    expect(await allRows()).toEqual(before);
  });

  it('lets an admin delete the admins’ shared notification (gone for every admin)', async () => {
    const id = await stored('admins', 'For the admins');
    expect((await remove(id, { cookies: admin })).body).toEqual({ success: true, message: 'Deleted notification' });
    expect((await adminList({ token: secondAdmin.token })).body.data).toEqual([]);
  });

  it('refuses a cookie session without the CSRF header (403) and a guest (401), deleting nothing', async () => {
    const id = await stored({ userId: shopper.id }, 'Hello');
    expectRefused(await remove(id, { cookies: { ...shopper, csrfHeader: false } }), 403, CSRF);
    expectRefused(await remove(id, {}), 401, GUEST);
    expect(await rowOf(id)).not.toBeNull();
  });
});

describe('POST /api/notifications', () => {
  it('lets an admin send a notification to one user: stored for that user only, shown in their list', async () => {
    const reply = await send({ token: admin.token, json: { userId: shopper.id, message: '  Your parcel is at the post office  ', meta: { orderId: 'ORD-7', days: 3 } } });
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ success: true, message: 'Notification sent' });
    const rows = await allRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ audience: 'USER', userId: shopper.id, message: 'Your parcel is at the post office', read: false, meta: { orderId: 'ORD-7', days: 3 } });
    expect((await list({ token: shopper.token })).body.data).toEqual([
      { _id: rows[0]!.id, message: 'Your parcel is at the post office', read: false, createdAt: rows[0]!.createdAt.toISOString(), meta: { orderId: 'ORD-7', days: 3 } },
    ]);
    expect((await list({ token: other.token })).body.data).toEqual([]);
    expect((await adminList({ token: admin.token })).body.data).toEqual([]);
  });

  it('without a userId sends to the admins (every admin’s panel shows it)', async () => {
    const reply = await send({ cookies: admin, json: { message: 'Stock count on Friday' } });
    expect(reply.status).toBe(201);
    const rows = await allRows();
    expect(rows).toMatchObject([{ audience: 'ADMIN', userId: null, message: 'Stock count on Friday', meta: null }]);
    for (const session of [admin, secondAdmin]) {
      expect(idsOf((await adminList({ token: session.token })).body.data)).toEqual([rows[0]!.id]);
    }
    expect((await list({ token: shopper.token })).body.data).toEqual([]);
  });

  it('refuses a USER (403), a guest (401) and an admin’s cookie without the CSRF header (403), storing nothing', async () => {
    const json = { userId: other.id, message: 'Hello' };
    expectRefused(await send({ token: shopper.token, json }), 403, ADMINS_ONLY);
    expectRefused(await send({ cookies: shopper, json }), 403, ADMINS_ONLY);
    expectRefused(await send({ json }), 401, GUEST);
    expectRefused(await send({ cookies: { ...admin, csrfHeader: false }, json }), 403, CSRF);
    expect(await allRows()).toEqual([]);
  });

  it.each([
    ['no message', {}, 400, 'Message is required'],
    ['a blank message', { message: '   ' }, 400, 'Message is required'],
    ['a message that is not text', { message: 42 }, 400, 'Message is required'],
    ['a message over 500 characters', { message: 'x'.repeat(501) }, 400, 'Message must be at most 500 characters'],
    ['a userId that is not text', { message: 'Hello', userId: 7 }, 400, 'userId must be text'],
    ['a blank userId', { message: 'Hello', userId: ' ' }, 400, 'userId must be text'],
    ['an unknown userId', { message: 'Hello', userId: 'no-such-user' }, 404, 'User not found'],
    ['meta that is a list', { message: 'Hello', meta: ['a'] }, 400, 'meta must be an object of short texts or numbers'],
    ['meta that is text', { message: 'Hello', meta: 'orderId=1' }, 400, 'meta must be an object of short texts or numbers'],
    ['a meta key over 40 characters', { message: 'Hello', meta: { ['k'.repeat(41)]: 'v' } }, 400, 'Meta keys must be at most 40 characters'],
    ['a meta value over 200 characters', { message: 'Hello', meta: { note: 'v'.repeat(201) } }, 400, 'Meta values must be at most 200 characters'],
    ['a meta value that is an object', { message: 'Hello', meta: { order: { id: 1 } } }, 400, 'Meta values must be texts, numbers or null'],
    ['a meta value that is true or false', { message: 'Hello', meta: { gift: true } }, 400, 'Meta values must be texts, numbers or null'],
    ['over 10 meta entries', { message: 'Hello', meta: Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, index])) }, 400, 'meta takes at most 10 entries'],
  ])('refuses %s with a clear message and stores nothing', async (_case, json, status, message) => {
    expectRefused(await send({ token: admin.token, json }), status, message);
    expect(await allRows()).toEqual([]);
  });

  it('refuses a malformed body and another content type, storing nothing', async () => {
    expectRefused(await send({ token: admin.token, raw: { body: '{"message":', contentType: 'application/json' } }), 400, 'Malformed JSON body');
    expectRefused(await send({ token: admin.token, raw: { body: 'message=Hello', contentType: 'text/plain' } }), 400, 'Content-Type must be application/json');
    expect(await allRows()).toEqual([]);
  });

  it('takes a message of exactly 500 characters and meta with 10 entries', async () => {
    const meta = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`k${index}`, index % 2 ? `v${index}` : index]));
    expect((await send({ token: admin.token, json: { message: 'x'.repeat(500), userId: other.id, meta } })).status).toBe(201);
    expect((await list({ token: other.token })).body.data[0]).toMatchObject({ message: 'x'.repeat(500), meta });
  });
});

describe('the unread count (header badge)', () => {
  it('counts a user’s own unread notifications; an admin’s also counts the admins’ shared ones', async () => {
    const read = await stored({ userId: shopper.id }, 'Read one');
    await prisma.notification.update({ where: { id: read }, data: { read: true } });
    await stored({ userId: shopper.id }, 'Unread one');
    await stored({ userId: other.id }, 'Other’s');
    await stored('admins', 'Shared one');
    await stored('admins', 'Shared two');
    await stored({ userId: admin.id }, 'Admin’s own');
    expect(await unreadCount({ id: shopper.id, role: 'USER' })).toBe(1);
    expect(await unreadCount({ id: admin.id, role: 'ADMIN' })).toBe(3);
    expect(await unreadCount({ id: secondAdmin.id, role: 'ADMIN' })).toBe(2);
  });
});
