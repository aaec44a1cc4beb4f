import { describe, expect, it } from 'vitest';
import { call, type CallOptions, createUserAndLogIn, expectRefused, type Reply } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import { DAY_RANGE_REFUSALS, listedOrderData, newestFirstIds, PAGE_REFUSALS } from '@/tests/lists';
import { ORDER_KEYS, setupOrdersTest } from '@/tests/orders';
import type { Prisma } from '@/lib/generated/prisma/client';
import type { Pagination } from '@/lib/http/pagination';
import { GET as getAllRoute } from './getall/route';
import { GET as getUserRoute } from './getuser/route';

/**
 * The order lists a page at a time: GET /api/order/getall (admin: filters, search) and GET /api/order/getuser (own
 * orders). Orders are written straight through Prisma with chosen times, statuses and customers, so every filter
 * has a known answer.
 */

const { prisma, admin, shopper } = await setupOrdersTest();
const amara = await createUserAndLogIn({ name: 'Amara Jayasuriya', email: 'amara.j@example.lk' });

type Made = { id: string; orderNumber: string; createdAt: Date };

/** An order of `user` at `at` (ISO), with the given statuses, method and phone. */
function makeOrder(
  user: { id: string; name: string; email: string },
  at: string,
  fields: Partial<Pick<Prisma.OrderUncheckedCreateInput, 'deliveryStatus' | 'paymentStatus' | 'paymentMethod' | 'deliveryMobile'>> = {},
): Promise<Made> {
  return prisma.order.create({ data: listedOrderData(user, at, fields), select: { id: true, orderNumber: true, createdAt: true } });
}

// 24 orders of the shopper, one a day in January 2026 (noon in Colombo), cash on delivery, pending.
const january: Made[] = [];
for (let day = 1; day <= 24; day += 1) january.push(await makeOrder(shopper, `2026-01-${String(day).padStart(2, '0')}T06:30:00.000Z`));
// Amara's: paid by card, shipped or delivered, around midnight in Colombo at the turn of February (18:30 UTC).
const lastOfJanuary = await makeOrder(amara, '2026-01-31T18:29:59.999Z', { paymentMethod: 'CARD', paymentStatus: 'completed', deliveryStatus: 'shipped', deliveryMobile: '0779876543' });
const firstOfFebruary = await makeOrder(amara, '2026-01-31T18:30:00.000Z', { paymentMethod: 'CARD', paymentStatus: 'completed', deliveryStatus: 'delivered', deliveryMobile: '0779876543' });
// Two at the same instant: the id breaks the tie.
const twins = [
  await makeOrder(amara, '2026-02-10T06:30:00.000Z', { paymentStatus: 'failed', deliveryStatus: 'cancelled' }),
  await makeOrder(amara, '2026-02-10T06:30:00.000Z', { paymentStatus: 'failed', deliveryStatus: 'cancelled' }),
];

const all = [...january, lastOfJanuary, firstOfFebruary, ...twins];

const getAll = (query = '', options: CallOptions = { token: admin.token }) => call(getAllRoute, 'GET', `/api/order/getall${query}`, options);
const getUser = (query = '', options: CallOptions = { token: shopper.token }) => call(getUserRoute, 'GET', `/api/order/getuser${query}`, options);
const idsOf = (reply: Reply) => (reply.body.data as { _id: string }[]).map((order) => order._id);
const totalOf = (reply: Reply) => (reply.body.pagination as Pagination).total;

describe('GET /api/order/getall: pages', () => {
  it('answers the first 20 orders, newest first, with the total, when asked nothing', async () => {
    const reply = await getAll();
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Orders');
    expect(idsOf(reply)).toEqual(newestFirstIds(all).slice(0, 20));
    expect(reply.body.pagination).toEqual({ page: 1, limit: 20, hasMore: true, total: 28 });
    for (const order of reply.body.data) expectKeys(order, ORDER_KEYS);
  });

  it('walks every order once, in order, page by page; the last page says no more', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const reply = await getAll(`?page=${page}&limit=10`);
      expect(reply.body.pagination).toEqual({ page, limit: 10, hasMore: page < 3, total: 28 });
      seen.push(...idsOf(reply));
    }
    expect(seen).toEqual(newestFirstIds(all));
  });

  it('breaks a tie of the same instant by id, newest id first', async () => {
    const reply = await getAll('?limit=2');
    expect(idsOf(reply)).toEqual(twins.map((order) => order.id).sort().reverse());
  });

  it('answers an empty page past the end, with hasMore false and the total', async () => {
    const reply = await getAll('?page=4&limit=10');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual([]);
    expect(reply.body.pagination).toEqual({ page: 4, limit: 10, hasMore: false, total: 28 });
  });

  it('takes empty parameters as absent', async () => {
    const reply = await getAll('?page=&limit=&search=&delivery_status=&from=');
    expect(reply.body.pagination).toEqual({ page: 1, limit: 20, hasMore: true, total: 28 });
  });
});

describe('GET /api/order/getall: filters', () => {
  it.each([
    ['delivery_status=shipped', [lastOfJanuary]],
    ['delivery_status=delivered', [firstOfFebruary]],
    ['delivery_status=cancelled', twins],
    ['delivery_status=pending', january],
    ['payment_status=completed', [lastOfJanuary, firstOfFebruary]],
    ['payment_status=failed', twins],
    ['payment_status=pending', january],
    ['paymentMethod=card', [lastOfJanuary, firstOfFebruary]],
    ['paymentMethod=cod', [...january, ...twins]],
    ['delivery_status=cancelled&paymentMethod=card', []],
  ])('?%s', async (query, expected) => {
    const reply = await getAll(`?${query}&limit=100`);
    expect(reply.status).toBe(200);
    expect(idsOf(reply)).toEqual(newestFirstIds(expected));
    expect(totalOf(reply)).toBe(expected.length);
  });

  it('takes from and to as Colombo days, both included', async () => {
    // 18:29:59.999 UTC on 31 January is still 31 January in Colombo; 18:30 is 1 February.
    expect(idsOf(await getAll('?from=2026-01-31&to=2026-01-31'))).toEqual([lastOfJanuary.id]);
    expect(idsOf(await getAll('?from=2026-02-01&to=2026-02-01'))).toEqual([firstOfFebruary.id]);
    expect(idsOf(await getAll('?from=2026-02-01&limit=100'))).toEqual(newestFirstIds([firstOfFebruary, ...twins]));
    expect(idsOf(await getAll('?to=2026-01-03&limit=100'))).toEqual(newestFirstIds(january.slice(0, 3)));
    const range = await getAll('?from=2026-01-10&to=2026-01-19&limit=5');
    expect(idsOf(range)).toEqual(newestFirstIds(january.slice(9, 19)).slice(0, 5));
    expect(range.body.pagination).toEqual({ page: 1, limit: 5, hasMore: true, total: 10 });
  });
});

describe('GET /api/order/getall: search', () => {
  it('finds an order by its whole order id, a part of it in any letter case, or its _id', async () => {
    expect(idsOf(await getAll(`?search=${firstOfFebruary.orderNumber}`))).toEqual([firstOfFebruary.id]);
    expect(idsOf(await getAll(`?search=${firstOfFebruary.orderNumber.slice(-8).toLowerCase()}`))).toEqual([firstOfFebruary.id]);
    expect(idsOf(await getAll(`?search=${january[4]!.id}`))).toEqual([january[4]!.id]);
  });

  it('finds a customer’s orders by name or e-mail, any part, any letter case', async () => {
    const amaras = newestFirstIds([lastOfJanuary, firstOfFebruary, ...twins]);
    expect(idsOf(await getAll('?search=jayasuriya'))).toEqual(amaras);
    expect(idsOf(await getAll('?search=AMARA.J@EXAMPLE'))).toEqual(amaras);
    const kamal = await getAll('?search=kamal%20silva&limit=100');
    expect(idsOf(kamal)).toEqual(newestFirstIds(january));
    expect(totalOf(kamal)).toBe(24);
  });

  it('finds orders by the delivery phone', async () => {
    expect(idsOf(await getAll('?search=0779876543'))).toEqual(newestFirstIds([lastOfJanuary, firstOfFebruary]));
    expect(idsOf(await getAll('?search=9876543'))).toEqual(newestFirstIds([lastOfJanuary, firstOfFebruary]));
  });

  it('combines the search with the filters, and finds nothing for an unknown text or a wildcard', async () => {
    expect(idsOf(await getAll('?search=amara&delivery_status=delivered'))).toEqual([firstOfFebruary.id]);
    for (const text of ['ORD-0000-NOPE', '%25', '_', 'ORD_']) {
      const reply = await getAll(`?search=${text}`);
      expect(reply.body.data, text).toEqual([]);
      expect(reply.body.pagination, text).toEqual({ page: 1, limit: 20, hasMore: false, total: 0 });
    }
  });
});

describe('GET /api/order/getall: refusals', () => {
  it('refuses a guest (401) and a shopper (403)', async () => {
    expectRefused(await getAll('', {}), 401, 'Please log in to continue');
    expectRefused(await getAll('', { token: shopper.token }), 403, 'Access denied! Admins only.');
  });

  it.each([
    ...PAGE_REFUSALS,
    ['delivery_status=lost', 'delivery_status must be pending, shipped, delivered or cancelled'],
    ['payment_status=paid', 'payment_status must be pending, completed, failed, partially_refunded or refunded'],
    ['paymentMethod=cash', 'paymentMethod must be card or cod'],
    ...DAY_RANGE_REFUSALS,
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectRefused(await getAll(`?${query}`), 400, message);
  });
});

describe('GET /api/order/getuser', () => {
  it('gives a shopper only their own orders, 10 a page by default, newest first', async () => {
    const first = await getUser();
    expect(first.status).toBe(200);
    expect(idsOf(first)).toEqual(newestFirstIds(january).slice(0, 10));
    expect(first.body.pagination).toEqual({ page: 1, limit: 10, hasMore: true, total: 24 });
    const last = await getUser('?page=3');
    expect(idsOf(last)).toEqual(newestFirstIds(january).slice(20));
    expect(last.body.pagination).toEqual({ page: 3, limit: 10, hasMore: false, total: 24 });
    expect((await getUser('?page=4')).body).toMatchObject({ data: [], pagination: { page: 4, limit: 10, hasMore: false, total: 24 } });
  });

  it('never shows someone else’s orders, whatever the query', async () => {
    const theirs = await getUser('?limit=100&search=kamal&delivery_status=pending', { cookies: amara });
    expect(idsOf(theirs)).toEqual(newestFirstIds([lastOfJanuary, firstOfFebruary, ...twins]));
    expect(totalOf(await getUser('', { token: admin.token }))).toBe(0);
  });

  it('answers 400 for a bad page or limit and 401 for a guest', async () => {
    expectRefused(await getUser('?page=0'), 400, 'page must be a whole number of 1 or more');
    expectRefused(await getUser('?limit=500'), 400, 'limit must be a whole number from 1 to 100');
    expectRefused(await getUser('', {}), 401, 'Please log in to continue');
  });
});
