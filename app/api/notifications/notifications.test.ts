import { beforeEach, describe, expect, it } from 'vitest';
import type { NotificationType } from '@/lib/notifications/notification-query';
import { unreadCount } from '@/lib/notifications/notifications';
import { notify } from '@/lib/notifications/notify';
import { updateOrder } from '@/lib/orders/orders';
import { call, type CallOptions, createUserAndLogIn, expectRefused } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import { makeAddress, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { DELETE as deleteRoute } from './[id]/route';
import { PATCH as markReadRoute } from './[id]/read/route';
import { PATCH as adminReadAllRoute } from './admin/read-all/route';
import { GET as adminListRoute } from './admin/route';
import { PATCH as readAllRoute } from './read-all/route';
import { GET as listRoute, POST as sendRoute } from './route';

/**
 * GET /api/notifications (own), POST /api/notifications (admin's message), GET /api/notifications/admin (the
 * admins' shared ones), PATCH /api/notifications/{id}/read and DELETE /api/notifications/{id} (own, or the admins'
 * shared ones for an admin; anything else is "not found" and changes nothing).
 */

const { prisma, admin, shopper, category } = await setupOrdersTest();
const other = await createUserAndLogIn({ name: 'Other Shopper' });
const secondAdmin = await createUserAndLogIn({ role: 'ADMIN', name: 'Second Admin' });

const NOTIFICATION_KEYS = ['_id', 'createdAt', 'message', 'meta', 'read'];
const GUEST = 'Please log in to continue';
const ADMINS_ONLY = 'Access denied! Admins only.';
const CSRF = 'Invalid or missing CSRF token. Reload the page and try again.';
const NOT_FOUND = 'Notification not found';

const list = (options: CallOptions, query = '') => call(listRoute, 'GET', `/api/notifications${query}`, options);
const adminList = (options: CallOptions, query = '') => call(adminListRoute, 'GET', `/api/notifications/admin${query}`, options);
const send = (options: CallOptions) => call(sendRoute, 'POST', '/api/notifications', options);
const markRead = (id: string, options: CallOptions) =>
  call(markReadRoute, 'PATCH', `/api/notifications/${encodeURIComponent(id)}/read`, options, { id });
const readAll = (options: CallOptions) => call(readAllRoute, 'PATCH', '/api/notifications/read-all', options);
const adminReadAll = (options: CallOptions) => call(adminReadAllRoute, 'PATCH', '/api/notifications/admin/read-all', options);
const remove = (id: string, options: CallOptions) => call(deleteRoute, 'DELETE', `/api/notifications/${encodeURIComponent(id)}`, options, { id });

/** A stored notification, made `minutesAgo` minutes ago (so the lists' order is known). */
async function stored(
  to: { userId: string } | 'admins',
  message: string,
  minutesAgo = 0,
  meta?: Record<string, string | number>,
  { type = 'message', read = false }: { type?: NotificationType; read?: boolean } = {},
) {
  const notification = await prisma.notification.create({
    data: {
      audience: to === 'admins' ? 'ADMIN' : 'USER',
      userId: to === 'admins' ? null : to.userId,
      type,
      read,
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

/** `count` notifications a minute apart (the first the newest), their types and read flags cycling as given. */
async function many(to: { userId: string } | 'admins', count: number, types: NotificationType[], readEvery = 0) {
  const ids: string[] = [];
  for (let index = 0; index < count; index++) {
    const type = types[index % types.length]!;
    ids.push(await stored(to, `${type} ${index + 1}`, index + 1, undefined, { type, read: readEvery > 0 && index % readEvery === 0 }));
  }
  return ids;
}

describe('the lists, a page at a time (pagination, type and status filters)', () => {
  it('pages a user’s list newest first: 20 by default, `total` the matches, a page past the end is empty', async () => {
    const ids = await many({ userId: shopper.id }, 25, ['order', 'payment', 'message']);
    await many({ userId: other.id }, 3, ['order']);
    const first = await list({ token: shopper.token });
    expect(first.status).toBe(200);
    expect(idsOf(first.body.data)).toEqual(ids.slice(0, 20));
    expect(first.body.pagination).toEqual({ page: 1, limit: 20, hasMore: true, total: 25 });
    const second = await list({ token: shopper.token }, '?page=2');
    expect(idsOf(second.body.data)).toEqual(ids.slice(20));
    expect(second.body.pagination).toEqual({ page: 2, limit: 20, hasMore: false, total: 25 });
    const past = await list({ token: shopper.token }, '?page=3');
    expect(past.body.data).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 3, limit: 20, hasMore: false, total: 25 });
    // A last page exactly full has no more after it; empty parameters count as absent.
    const exact = await list({ token: shopper.token }, '?page=5&limit=5&type=&status=');
    expect(idsOf(exact.body.data)).toEqual(ids.slice(20, 25));
    expect(exact.body.pagination).toEqual({ page: 5, limit: 5, hasMore: false, total: 25 });
    for (const notification of exact.body.data) expectKeys(notification, NOTIFICATION_KEYS);
  });

  it('breaks ties of one millisecond by id, so pages never overlap nor skip', async () => {
    const at = new Date('2026-11-20T10:00:00.000Z');
    await prisma.notification.createMany({
      data: Array.from({ length: 5 }, (_, index) => ({ audience: 'ADMIN' as const, message: `Same time ${index}`, createdAt: at })),
    });
    const seen: string[] = [];
    for (const page of [1, 2, 3]) seen.push(...idsOf((await adminList({ token: admin.token }, `?limit=2&page=${page}`)).body.data));
    const expected = (await prisma.notification.findMany({ select: { id: true } })).map((row) => row.id).sort().reverse();
    expect(seen).toEqual(expected);
  });

  it('filters by type and by unread/read, alone and together, each with its total', async () => {
    // 12 of the admins': order, payment, stock, review cycling; every third one read.
    const ids = await many('admins', 12, ['order', 'payment', 'stock', 'review'], 3);
    const read = ids.filter((_id, index) => index % 3 === 0);
    const unread = ids.filter((_id, index) => index % 3 !== 0);
    const payments = ids.filter((_id, index) => index % 4 === 1);

    const byType = await adminList({ token: admin.token }, '?type=payment');
    expect(idsOf(byType.body.data)).toEqual(payments);
    expect(byType.body.pagination).toEqual({ page: 1, limit: 20, hasMore: false, total: 3 });
    expect(idsOf((await adminList({ token: admin.token }, '?status=unread')).body.data)).toEqual(unread);
    expect(idsOf((await adminList({ token: admin.token }, '?status=read')).body.data)).toEqual(read);
    const both = await adminList({ token: admin.token }, '?type=payment&status=unread&limit=1');
    expect(idsOf(both.body.data)).toEqual([payments[0]]);
    expect(both.body.pagination).toEqual({ page: 1, limit: 1, hasMore: true, total: 2 });
    expect((await adminList({ token: admin.token }, '?type=account')).body).toMatchObject({ data: [], pagination: { total: 0 } });

    // A shopper's list filters the same way, over their own only.
    const mine = await many({ userId: shopper.id }, 4, ['order', 'payment'], 2);
    await many({ userId: other.id }, 4, ['payment']);
    expect(idsOf((await list({ token: shopper.token }, '?type=payment')).body.data)).toEqual([mine[1], mine[3]]);
    expect(idsOf((await list({ token: shopper.token }, '?status=read')).body.data)).toEqual([mine[0], mine[2]]);
    expect(idsOf((await list({ token: shopper.token }, '?type=stock')).body.data)).toEqual([]);
  });

  it.each([
    ['?page=0', 'page must be a whole number of 1 or more'],
    ['?page=two', 'page must be a whole number of 1 or more'],
    ['?page=1.5', 'page must be a whole number of 1 or more'],
    ['?limit=0', 'limit must be a whole number from 1 to 100'],
    ['?limit=101', 'limit must be a whole number from 1 to 100'],
    ['?type=orders', 'type must be one of order, payment, stock, review, account, message'],
    ['?status=new', 'status must be one of unread, read'],
  ])('refuses %s with a 400 naming the parameter (both lists)', async (query, message) => {
    expectRefused(await list({ token: shopper.token }, query), 400, message);
    expectRefused(await adminList({ token: admin.token }, query), 400, message);
  });

  it('checks who asks before the query: 401 for a guest, 403 for a USER on the admins’ list', async () => {
    expectRefused(await list({}, '?page=0'), 401, GUEST);
    expectRefused(await adminList({ token: shopper.token }, '?type=order'), 403, ADMINS_ONLY);
    expectRefused(await adminList({}, '?page=2'), 401, GUEST);
  });
});

describe('the types notify()’s callers give', () => {
  it('an order taking a product to low stock: the shopper’s "order", the admins’ "order" and "stock"; the filters find them', async () => {
    const address = await makeAddress(prisma, shopper.id);
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Typed Tea', price: '150.00', stock: 6 });
    const placed = await placeOrder(shopper, { mode: 'buy_now', delivery_address: address.id, product_details: [{ productId: tea.id, quantity: 1 }] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const rows = await prisma.notification.findMany({ select: { audience: true, type: true, message: true }, orderBy: { message: 'asc' } });
    expect(rows).toEqual([
      { audience: 'ADMIN', type: 'stock', message: 'Low stock: Typed Tea has 5 left' },
      { audience: 'ADMIN', type: 'order', message: expect.stringMatching(/^New order ORD-/) },
      { audience: 'USER', type: 'order', message: expect.stringMatching(/^Your order ORD-.* has been placed$/) },
    ]);
    expect((await adminList({ token: admin.token }, '?type=stock')).body.data).toMatchObject([{ message: 'Low stock: Typed Tea has 5 left' }]);
    expect((await list({ token: shopper.token }, '?type=order&status=unread')).body.data).toHaveLength(1);
    expect((await list({ token: shopper.token }, '?type=payment')).body.data).toEqual([]);
  });

  it('a shopper’s cancellation is the admins’ "order"; an admin’s status and payment change the shopper’s "order" and "payment"', async () => {
    const address = await makeAddress(prisma, shopper.id);
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Status Tea', price: '150.00', stock: 50 });
    const placed = await placeOrder(shopper, { mode: 'buy_now', delivery_address: address.id, product_details: [{ productId: tea.id, quantity: 1 }] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const orderNumber = (placed.body.data as { orderId: string }).orderId;
    await prisma.notification.deleteMany();
    await updateOrder(orderNumber, { id: shopper.id, role: 'USER' }, { deliveryStatus: 'cancelled' });
    await updateOrder(orderNumber, { id: admin.id, role: 'ADMIN' }, { deliveryStatus: 'shipped', paymentStatus: 'completed', courier: 'Domex', trackingNumber: 'DX-1001' });
    const rows = await prisma.notification.findMany({ select: { audience: true, type: true, message: true } });
    expect(rows.sort((a, b) => a.message.localeCompare(b.message))).toEqual([
      { audience: 'ADMIN', type: 'order', message: `Order ${orderNumber} was cancelled by ${shopper.name}` },
      { audience: 'USER', type: 'payment', message: `Payment of your order ${orderNumber} is now completed` },
      { audience: 'USER', type: 'order', message: `Your order ${orderNumber} is now shipped` },
    ]);
  });
});

describe('PATCH /api/notifications/read-all and /api/notifications/admin/read-all', () => {
  it('marks all the caller’s own unread ones read in one go, says how many, and nobody else’s', async () => {
    const mine = await many({ userId: shopper.id }, 5, ['order', 'payment'], 2); // 3 read, 2 unread
    const others = await many({ userId: other.id }, 2, ['order']);
    const shared = await many('admins', 2, ['order']);
    const reply = await readAll({ token: shopper.token });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'All notifications marked as read', data: { marked: 2 } });
    for (const id of mine) expect((await rowOf(id))?.read).toBe(true);
    for (const id of [...others, ...shared]) expect((await rowOf(id))?.read).toBe(false);
    // Idempotent: nothing left to mark.
    expect((await readAll({ cookies: shopper })).body.data).toEqual({ marked: 0 });
  });

  it('for an admin, /read-all marks their own and /admin/read-all the admins’ shared ones (for every admin)', async () => {
    const own = await stored({ userId: admin.id }, 'Your order ORD-5 has been placed', 1, undefined, { type: 'order' });
    const shared = await many('admins', 3, ['order', 'stock']);
    const shoppers = await stored({ userId: shopper.id }, 'Kamal’s');

    const reply = await adminReadAll({ token: secondAdmin.token });
    expect(reply.body).toEqual({ success: true, message: 'All admin notifications marked as read', data: { marked: 3 } });
    for (const id of shared) expect((await rowOf(id))?.read).toBe(true);
    expect((await rowOf(own))?.read).toBe(false);
    expect((await rowOf(shoppers))?.read).toBe(false);
    expect((await adminReadAll({ cookies: admin })).body.data).toEqual({ marked: 0 });

    expect((await readAll({ token: admin.token })).body.data).toEqual({ marked: 1 });
    expect((await rowOf(shoppers))?.read).toBe(false);
  });

  it('refuses a guest (401), a cookie without the CSRF header (403) and a USER on the admins’ one (403), marking nothing', async () => {
    const mine = await stored({ userId: shopper.id }, 'Hello');
    const shared = await stored('admins', 'For the admins');
    expectRefused(await readAll({}), 401, GUEST);
    expectRefused(await readAll({ cookies: { ...shopper, csrfHeader: false } }), 403, CSRF);
    expectRefused(await adminReadAll({}), 401, GUEST);
    expectRefused(await adminReadAll({ token: shopper.token }), 403, ADMINS_ONLY);
    expectRefused(await adminReadAll({ cookies: { ...admin, csrfHeader: false } }), 403, CSRF);
    expect((await rowOf(mine))?.read).toBe(false);
    expect((await rowOf(shared))?.read).toBe(false);
  });
});

describe('the unread count follows every change', () => {
  it('after notify(), Mark Read, Delete and Mark all read', async () => {
    const shopperView = { id: shopper.id, role: 'USER' } as const;
    const adminView = { id: admin.id, role: 'ADMIN' } as const;
    await notify(prisma, [
      { audience: 'USER', type: 'order', userId: shopper.id, message: 'Your order ORD-1 has been placed' },
      { audience: 'USER', type: 'payment', userId: shopper.id, message: 'Payment of Rs. 10.00 received for order ORD-1' },
      { audience: 'USER', type: 'order', userId: admin.id, message: 'Your order ORD-2 has been placed' },
      { audience: 'ADMIN', type: 'order', message: 'New order ORD-1 from Kamal Silva (Rs. 10.00)' },
      { audience: 'ADMIN', type: 'payment', message: 'Payment of Rs. 10.00 received for order ORD-1' },
    ]);
    // Each stored with the type notify() was given.
    expect((await prisma.notification.findMany({ select: { type: true }, orderBy: { type: 'asc' } })).map((row) => row.type)).toEqual(
      ['order', 'order', 'order', 'payment', 'payment'],
    );
    expect(await unreadCount(shopperView)).toBe(2);
    expect(await unreadCount(adminView)).toBe(3);

    const [placed, paid] = idsOf((await list({ token: shopper.token })).body.data).reverse();
    await markRead(placed!, { token: shopper.token });
    expect(await unreadCount(shopperView)).toBe(1);
    await remove(paid!, { token: shopper.token });
    expect(await unreadCount(shopperView)).toBe(0);

    const [sharedNewest] = idsOf((await adminList({ token: admin.token })).body.data);
    await remove(sharedNewest!, { token: secondAdmin.token });
    expect(await unreadCount(adminView)).toBe(2);
    await adminReadAll({ token: admin.token });
    expect(await unreadCount(adminView)).toBe(1);
    expect(await unreadCount({ id: secondAdmin.id, role: 'ADMIN' })).toBe(0);
    await readAll({ token: admin.token });
    expect(await unreadCount(adminView)).toBe(0);
  });

  it('is a counter the database keeps: right after updates that leave `read` alone, moves between recipients and types, cascades and a truncate', async () => {
    // The unread ones per recipient, from the kept counts; and the kept counts (all and unread, per recipient and
    // type) that differ from a count of the notifications themselves, which must be none.
    const counted = async () => {
      const unread: Record<string, number> = {};
      for (const row of await prisma.notificationCount.findMany()) unread[row.scope] = (unread[row.scope] ?? 0) + row.unread;
      const [{ differing }] = await prisma.$queryRaw<[{ differing: number }]>`
        SELECT count(*)::int AS differing FROM
          (SELECT COALESCE(user_id, 'admins') AS scope, type, count(*) FILTER (WHERE NOT read)::int AS unread, count(*)::int AS total
           FROM notifications GROUP BY 1, 2) recount
          FULL JOIN notification_counts kept USING (scope, type)
        WHERE coalesce(recount.unread, 0) <> coalesce(kept.unread, 0) OR coalesce(recount.total, 0) <> coalesce(kept.total, 0)`;
      expect(differing).toBe(0);
      return Object.fromEntries(Object.entries(unread).filter(([, count]) => count !== 0));
    };
    const goner = await createUserAndLogIn({ name: 'Leaving Shopper' });
    await many({ userId: goner.id }, 3, ['order'], 3); // 1 read, 2 unread
    await many('admins', 4, ['stock'], 2); // 2 read, 2 unread
    await stored({ userId: shopper.id }, 'Unread one');
    expect(await counted()).toEqual({ [goner.id]: 2, admins: 2, [shopper.id]: 1 });
    // The delivery outbox's pushed_at changes, and a message edited in place, change no count.
    await prisma.notification.updateMany({ data: { pushedAt: new Date() } });
    await prisma.notification.updateMany({ where: { userId: shopper.id }, data: { message: 'Edited' } });
    // Read and unread again.
    await prisma.notification.updateMany({ where: { audience: 'ADMIN' }, data: { read: false } });
    expect(await counted()).toEqual({ [goner.id]: 2, admins: 4, [shopper.id]: 1 });
    // A notification given another recipient, type or audience (never by the shop, but by hand) moves its counts.
    const [moved] = await many({ userId: shopper.id }, 1, ['payment']);
    await prisma.notification.update({ where: { id: moved }, data: { userId: other.id, type: 'order' } });
    expect(await counted()).toEqual({ [goner.id]: 2, admins: 4, [shopper.id]: 1, [other.id]: 1 });
    await prisma.notification.update({ where: { id: moved }, data: { audience: 'ADMIN', userId: null, type: 'stock' } });
    expect(await counted()).toEqual({ [goner.id]: 2, admins: 5, [shopper.id]: 1 });
    // ...and one whose audience and recipient disagree (counted under one, listed under the other) is refused.
    const REFUSED = /A notification to the admins has no user_id, and one to a user has one/;
    await expect(prisma.notification.update({ where: { id: moved }, data: { audience: 'USER' } })).rejects.toThrow(REFUSED);
    await expect(prisma.notification.update({ where: { id: moved }, data: { userId: shopper.id } })).rejects.toThrow(REFUSED);
    await expect(prisma.notification.create({ data: { audience: 'USER', type: 'order', message: 'Nobody’s' } })).rejects.toThrow(REFUSED);
    expect(await counted()).toEqual({ [goner.id]: 2, admins: 5, [shopper.id]: 1 });
    // A user's id changing moves their notifications (ON UPDATE CASCADE), and their count with them.
    const renamed = `${goner.id}-renamed`;
    await prisma.user.update({ where: { id: goner.id }, data: { id: renamed } });
    expect(await counted()).toEqual({ [renamed]: 2, admins: 5, [shopper.id]: 1 });
    // Deleting the account deletes its notifications (ON DELETE CASCADE), and its count with them.
    await prisma.user.delete({ where: { id: renamed } });
    expect(await counted()).toEqual({ admins: 5, [shopper.id]: 1 });
    await prisma.$executeRaw`TRUNCATE notifications`;
    expect(await counted()).toEqual({});
    expect(await unreadCount({ id: admin.id, role: 'ADMIN' })).toBe(0);
  });
});
