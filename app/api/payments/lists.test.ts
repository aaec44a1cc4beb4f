import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { buildRequest, call, type CallOptions, createUserAndLogIn, expectRefused, type Reply } from '@/tests/api';
import { expectKeys } from '@/tests/catalog';
import { DAY_RANGE_REFUSALS, listedOrderData, newestFirst, newestFirstIds, PAGE_REFUSALS } from '@/tests/lists';
import { setupOrdersTest } from '@/tests/orders';
import { PAYMENT_KEYS } from '@/tests/payments';
import type { PaymentStatus } from '@/lib/generated/prisma/client';
import type { Pagination } from '@/lib/http/pagination';
import { PAYMENTS_CSV_COLUMNS } from '@/lib/payments/payments-csv';
import { EXPORT_BATCH_SIZE } from '@/lib/payments/payment-lists';
import { GET as exportRoute } from './admin/export/route';
import { GET as getAllRoute } from './admin/getall/route';
import { GET as userExportRoute } from './userpayments/export/route';
import { GET as userPaymentsRoute } from './userpayments/route';

/**
 * The payment lists a page at a time: GET /api/payments/admin/getall (admin: status, day range, search), GET
 * /api/payments/userpayments (own payments, searched, a bare array with the paging in headers) and the streamed CSV
 * exports GET /api/payments/admin/export and GET /api/payments/userpayments/export. Orders and payments are written straight through Prisma with chosen times,
 * statuses and payers, so every filter has a known answer.
 */

const { prisma, admin, shopper } = await setupOrdersTest();
const amara = await createUserAndLogIn({ name: 'Amara Jayasuriya', email: 'amara.j@example.lk' });
const stranger = await createUserAndLogIn({ name: 'Sunil Fernando' });

type Made = { id: string; orderNumber: string; intentId: string; createdAt: Date };
let serial = 0;

/** A card order of `payer` at `at` (ISO) and its payment with `status`; `name` is the payer's name on the order. */
async function makePayment(payer: { id: string; name: string; email: string }, at: string, status: PaymentStatus, name = payer.name): Promise<Made> {
  serial += 1;
  const order = await prisma.order.create({ data: listedOrderData(payer, at, { userName: name, deliveryName: name, paymentMethod: 'CARD' }) });
  const { createdAt } = order;
  const intentId = `pi_test_${String(serial).padStart(4, '0')}x`;
  const payment = await prisma.payment.create({
    data: { orderId: order.id, userId: payer.id, gateway: 'TEST', intentId, amount: '110.00', status, createdAt },
  });
  return { id: payment.id, orderNumber: order.orderNumber, intentId, createdAt };
}

// 24 payments of the shopper (Kamal Silva), one a day in January 2026 (noon in Colombo), succeeded.
const january: Made[] = [];
for (let day = 1; day <= 24; day += 1) january.push(await makePayment(shopper, `2026-01-${String(day).padStart(2, '0')}T06:30:00.000Z`, 'succeeded'));
// Amara's, around midnight in Colombo at the turn of February (18:30 UTC): one failed, one pending.
const lastOfJanuary = await makePayment(amara, '2026-01-31T18:29:59.999Z', 'failed');
const firstOfFebruary = await makePayment(amara, '2026-01-31T18:30:00.000Z', 'pending');
// Two at the same instant: the id breaks the tie.
const twins = [await makePayment(amara, '2026-02-10T06:30:00.000Z', 'succeeded'), await makePayment(amara, '2026-02-10T06:30:00.000Z', 'succeeded')];
// A payer whose name would run as a spreadsheet formula.
const formula = await makePayment(stranger, '2026-03-01T06:30:00.000Z', 'failed', '=HYPERLINK("http://evil.example","Click")');

const all = [...january, lastOfJanuary, firstOfFebruary, ...twins, formula];
const amaras = [lastOfJanuary, firstOfFebruary, ...twins];

const asAdmin: CallOptions = { token: admin.token };
const getAll = (query = '', options: CallOptions = asAdmin) => call(getAllRoute, 'GET', `/api/payments/admin/getall${query}`, options);
const getMine = (query = '', options: CallOptions = { token: shopper.token }) => call(userPaymentsRoute, 'GET', `/api/payments/userpayments${query}`, options);
const idsOf = (reply: Reply) => (reply.body.payments as { _id: string }[]).map((payment) => payment._id);
const listIds = (reply: Reply) => (reply.body as unknown as { _id: string }[]).map((payment) => payment._id);
const totalOf = (reply: Reply) => (reply.body.pagination as Pagination).total;

/** An export's raw reply: status, headers and the CSV text. */
async function download(route: typeof exportRoute, path: string, options: CallOptions) {
  const response = await route(buildRequest('GET', path, options), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const exportCsv = (query = '', options: CallOptions = asAdmin) => download(exportRoute, `/api/payments/admin/export${query}`, options);
const csvRows = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;

describe('GET /api/payments/admin/getall: pages', () => {
  it('answers the first 10 payments, newest first, under `payments` with the pagination, when asked nothing', async () => {
    const reply = await getAll();
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Payments fetched successfully' });
    expect(idsOf(reply)).toEqual(newestFirstIds(all).slice(0, 10));
    expect(reply.body.pagination).toEqual({ page: 1, limit: 10, hasMore: true, total: 29 });
    const payments = reply.body.payments as Record<string, unknown>[];
    for (const payment of payments) expectKeys(payment, PAYMENT_KEYS);
    expect(payments[0]).toMatchObject({
      _id: formula.id,
      orderId: formula.orderNumber,
      paymentIntentId: formula.intentId,
      userId: { _id: stranger.id, name: '=HYPERLINK("http://evil.example","Click")', email: stranger.email },
      amount: 110,
      currency: 'LKR',
      status: 'failed',
      createdAt: '2026-03-01T06:30:00.000Z',
    });
  });

  it('walks every payment once, in order, page by page; the last page says no more', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      const reply = await getAll(`?page=${page}&limit=10`);
      expect(reply.body.pagination).toEqual({ page, limit: 10, hasMore: page < 3, total: 29 });
      seen.push(...idsOf(reply));
    }
    expect(seen).toEqual(newestFirstIds(all));
  });

  it('breaks a tie of the same instant by id, newest id first', async () => {
    expect(idsOf(await getAll('?limit=3')).slice(1)).toEqual(twins.map((payment) => payment.id).sort().reverse());
  });

  it('answers a page exactly as long as the list with hasMore false, and an empty page past the end with the total', async () => {
    const exact = await getAll('?limit=29');
    expect(idsOf(exact)).toHaveLength(29);
    expect(exact.body.pagination).toEqual({ page: 1, limit: 29, hasMore: false, total: 29 });
    const past = await getAll('?page=4&limit=10');
    expect(past.status).toBe(200);
    expect(past.body.payments).toEqual([]);
    expect(past.body.pagination).toEqual({ page: 4, limit: 10, hasMore: false, total: 29 });
  });

  it('takes empty parameters as absent', async () => {
    const reply = await getAll('?page=&limit=&search=&status=&from=&to=');
    expect(reply.body.pagination).toEqual({ page: 1, limit: 10, hasMore: true, total: 29 });
  });
});

describe('GET /api/payments/admin/getall: filters', () => {
  it.each([
    ['status=succeeded', [...january, ...twins]],
    ['status=failed', [lastOfJanuary, formula]],
    ['status=pending', [firstOfFebruary]],
    ['status=pending&from=2026-03-01', []],
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
    expect(idsOf(await getAll('?from=2026-02-01&limit=100'))).toEqual(newestFirstIds([firstOfFebruary, ...twins, formula]));
    expect(idsOf(await getAll('?to=2026-01-03&limit=100'))).toEqual(newestFirstIds(january.slice(0, 3)));
    const range = await getAll('?from=2026-01-10&to=2026-01-19&limit=5');
    expect(idsOf(range)).toEqual(newestFirstIds(january.slice(9, 19)).slice(0, 5));
    expect(range.body.pagination).toEqual({ page: 1, limit: 5, hasMore: true, total: 10 });
  });
});

describe('GET /api/payments/admin/getall: search', () => {
  it('finds a payer’s payments by name or e-mail, any part, any letter case', async () => {
    expect(idsOf(await getAll('?search=jayasuriya'))).toEqual(newestFirstIds(amaras));
    expect(idsOf(await getAll('?search=AMARA.J@EXAMPLE'))).toEqual(newestFirstIds(amaras));
    const kamal = await getAll('?search=kamal%20silva&limit=100');
    expect(idsOf(kamal)).toEqual(newestFirstIds(january));
    expect(totalOf(kamal)).toBe(24);
  });

  it('gives the total of all matches on every page of a search, past the end too', async () => {
    const second = await getAll('?search=kamal%20silva&limit=10&page=2');
    expect(idsOf(second)).toEqual(newestFirstIds(january).slice(10, 20));
    expect(second.body.pagination).toEqual({ page: 2, limit: 10, hasMore: true, total: 24 });
    const beyond = await getAll('?search=kamal%20silva&limit=10&page=4');
    expect(idsOf(beyond)).toEqual([]);
    expect(beyond.body.pagination).toEqual({ page: 4, limit: 10, hasMore: false, total: 24 });
  });

  it('finds a payment by its whole order id or a part of it in any letter case, and by a part of its payment id', async () => {
    expect(idsOf(await getAll(`?search=${firstOfFebruary.orderNumber}`))).toEqual([firstOfFebruary.id]);
    expect(idsOf(await getAll(`?search=${firstOfFebruary.orderNumber.slice(-6).toLowerCase()}`))).toEqual([firstOfFebruary.id]);
    expect(idsOf(await getAll(`?search=${twins[0]!.intentId.slice(-6).toUpperCase()}`))).toEqual([twins[0]!.id]);
  });

  it('combines the search with the filters, and finds nothing for an unknown text or a wildcard', async () => {
    expect(idsOf(await getAll('?search=amara&status=failed'))).toEqual([lastOfJanuary.id]);
    expect(idsOf(await getAll('?search=amara&from=2026-02-01&to=2026-02-09'))).toEqual([firstOfFebruary.id]);
    // As wildcards, '%' would match every payment, 'o_d' every order id and 'pi%test' every payment id.
    for (const text of ['ORD-0000-NOPE', '%25', 'o_d', 'pi%25test']) {
      const reply = await getAll(`?search=${text}`);
      expect(reply.body.payments, text).toEqual([]);
      expect(reply.body.pagination, text).toEqual({ page: 1, limit: 10, hasMore: false, total: 0 });
    }
  });
});

describe('GET /api/payments/admin/getall: refusals', () => {
  it('refuses a guest (401) and a shopper (403)', async () => {
    expectRefused(await getAll('', {}), 401, 'Please log in to continue');
    expectRefused(await getAll('', { token: shopper.token }), 403, 'Access denied! Admins only.');
  });

  it.each([
    ...PAGE_REFUSALS,
    ['status=completed', 'status must be pending, succeeded or failed'],
    ...DAY_RANGE_REFUSALS,
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers 400 for ?%s', async (query, message) => {
    expectRefused(await getAll(`?${query}`), 400, message);
  });
});

describe('GET /api/payments/userpayments', () => {
  it('is a bare array of the shopper’s own payments, 10 a page, newest first, with X-Total-Count and Link', async () => {
    const reply = await getMine();
    expect(reply.status).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    expect(listIds(reply)).toEqual(newestFirstIds(january).slice(0, 10));
    for (const payment of reply.body as unknown as Record<string, unknown>[]) expectKeys(payment, PAYMENT_KEYS);
    expect(reply.headers.get('x-total-count')).toBe('24');
    expect(reply.headers.get('link')).toBe(
      '</api/payments/userpayments?page=1>; rel="first", </api/payments/userpayments?page=2>; rel="next", </api/payments/userpayments?page=3>; rel="last"',
    );
  });

  it('walks the pages; the last has no next link, and past the end is an empty array', async () => {
    const third = await getMine('?page=3');
    expect(listIds(third)).toEqual(newestFirstIds(january).slice(20));
    expect(third.headers.get('link')).toBe(
      '</api/payments/userpayments?page=1>; rel="first", </api/payments/userpayments?page=2>; rel="prev", </api/payments/userpayments?page=3>; rel="last"',
    );
    const past = await getMine('?page=9');
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('24');
    const exact = await getMine('?limit=24');
    expect(listIds(exact)).toEqual(newestFirstIds(january));
    expect(exact.headers.get('link')).not.toContain('rel="next"');
  });

  it('builds the links from the validated query: other, repeated or padded parameters are not echoed', async () => {
    const reply = await getMine(`?search=%20kamal%20&search=silva&junk=${'x'.repeat(4000)}&limit=5`);
    expect(listIds(reply)).toEqual(newestFirstIds(january).slice(0, 5));
    const link = reply.headers.get('link')!;
    // A repeated parameter counts by its first value (queryObject), trimmed.
    expect(link).toContain('</api/payments/userpayments?search=kamal&page=2&limit=5>; rel="next"');
    expect(link).not.toContain('junk');
    expect(link).not.toContain('silva');
    expect(link.length).toBeLessThan(400);
  });

  it('shows no one else’s payments, and an account without payments gets []', async () => {
    expect(listIds(await getMine('?limit=100', { token: amara.token }))).toEqual(newestFirstIds(amaras));
    const none = await getMine('', { token: admin.token });
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
  });

  it('refuses a guest (401), a bad page or limit and an over-long search (400)', async () => {
    expectRefused(await getMine('', {}), 401, 'Please log in to continue');
    expectRefused(await getMine('?page=0'), 400, 'page must be a whole number of 1 or more');
    expectRefused(await getMine('?limit=500'), 400, 'limit must be a whole number from 1 to 100');
    expectRefused(await getMine(`?search=${'x'.repeat(101)}`), 400, 'search must be at most 100 characters');
  });
});

describe('GET /api/payments/userpayments: search', () => {
  const asAmara: CallOptions = { token: amara.token };

  it('finds the caller’s own payments by any part of the order id (or of the payment id), in any letter case', async () => {
    const wanted = january[3]!;
    expect(listIds(await getMine(`?search=${wanted.orderNumber}`))).toEqual([wanted.id]);
    const part = await getMine(`?search=${wanted.orderNumber.slice(-6).toLowerCase()}`);
    expect(listIds(part)).toEqual([wanted.id]);
    expect(part.headers.get('x-total-count')).toBe('1');
    expect(listIds(await getMine(`?search=${wanted.intentId.slice(-6).toUpperCase()}`))).toEqual([wanted.id]);
  });

  it('finds them by name or e-mail, any part, any letter case, paged 10 at a time with the search kept in the links', async () => {
    const byName = await getMine('?search=KAMAL%20silva');
    expect(listIds(byName)).toEqual(newestFirstIds(january).slice(0, 10));
    expect(byName.headers.get('x-total-count')).toBe('24');
    expect(byName.headers.get('link')).toContain('</api/payments/userpayments?search=KAMAL+silva&page=2>; rel="next"');
    const byEmail = await getMine(`?search=${encodeURIComponent(shopper.email.toUpperCase())}&page=3`);
    expect(listIds(byEmail)).toEqual(newestFirstIds(january).slice(20));
    expect(listIds(await getMine('?search=JAYASURIYA', asAmara))).toEqual(newestFirstIds(amaras));
    expect(listIds(await getMine('?search=amara.j@EXAMPLE.lk', asAmara))).toEqual(newestFirstIds(amaras));
  });

  it('never shows another shopper’s payment, even one the search matches', async () => {
    // Every order id of the set shares this prefix: the admin finds all 29, each shopper only their own.
    const prefix = 'ORD-1700000000000';
    expect(totalOf(await getAll(`?search=${prefix}`))).toBe(29);
    const amaraPrefix = await getMine(`?search=${prefix}&limit=100`, asAmara);
    expect(listIds(amaraPrefix)).toEqual(newestFirstIds(amaras));
    expect(amaraPrefix.headers.get('x-total-count')).toBe('4');
    // Another shopper's order id, name or e-mail finds nothing.
    for (const text of [firstOfFebruary.orderNumber, 'jayasuriya', 'amara.j@example.lk', formula.intentId]) {
      const reply = await getMine(`?search=${encodeURIComponent(text)}`);
      expect(reply.body, text).toEqual([]);
      expect(reply.headers.get('x-total-count'), text).toBe('0');
    }
    expect(listIds(await getMine('?search=kamal', asAmara))).toEqual([]);
  });

  it('takes an empty or blank search as none, and `%` and `_` literally', async () => {
    expect(listIds(await getMine('?search=%20%20'))).toEqual(newestFirstIds(january).slice(0, 10));
    expect((await getMine('?search=')).headers.get('x-total-count')).toBe('24');
    expect((await getMine('?search=%25')).body).toEqual([]);
    expect((await getMine('?search=o_d')).body).toEqual([]);
  });
});

describe('GET /api/payments/admin/export', () => {
  it('is payments.csv as an attachment: the header row, then every payment newest first, formulas neutralised', async () => {
    const reply = await exportCsv();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe('attachment; filename="payments.csv"');
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    const rows = csvRows(reply.text);
    expect(rows[0]).toEqual([...PAYMENTS_CSV_COLUMNS]);
    const byId = new Map(all.map((payment) => [payment.id, payment]));
    expect(rows.slice(1).map((row) => row[0])).toEqual(newestFirstIds(all).map((id) => byId.get(id)!.orderNumber));
    expect(rows[1]).toEqual([formula.orderNumber, `'=HYPERLINK("http://evil.example","Click")`, stranger.email, '110.00', 'failed', '2026-03-01T06:30:00.000Z', 'N/A']);
  });

  it('honours the filters and the search, and ignores page and limit', async () => {
    const orderIdsOf = async (query: string) => csvRows((await exportCsv(query)).text).slice(1).map((row) => row[0]);
    const numbers = (payments: Made[]) => newestFirst(payments).map((payment) => payment.orderNumber);
    expect(await orderIdsOf('?status=failed')).toEqual(numbers([lastOfJanuary, formula]));
    expect(await orderIdsOf('?search=JAYASURIYA&page=3&limit=1')).toEqual(numbers(amaras));
    expect(await orderIdsOf('?from=2026-01-31&to=2026-02-01')).toEqual(numbers([lastOfJanuary, firstOfFebruary]));
    expect(await orderIdsOf('?search=nobody')).toEqual([]);
  });

  it('refuses a guest (401), a shopper (403) and a bad filter (400) with JSON, sending no file', async () => {
    const call400 = await exportCsv('?status=paid');
    expect(call400.status).toBe(400);
    expect(JSON.parse(call400.text)).toMatchObject({ success: false, message: 'status must be pending, succeeded or failed' });
    expect((await exportCsv('?from=2026-02-02&to=2026-02-01')).status).toBe(400);
    expect((await exportCsv('', {})).status).toBe(401);
    const refused = await exportCsv('', { token: shopper.token });
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text)).toMatchObject({ success: false, message: 'Access denied! Admins only.' });
  });

  it('GET /api/payments/userpayments/export gives a shopper all of their own payments, and refuses a guest (401)', async () => {
    const mine = await download(userExportRoute, '/api/payments/userpayments/export', { token: shopper.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-disposition')).toBe('attachment; filename="payments.csv"');
    const rows = csvRows(mine.text);
    expect(rows[0]).toEqual([...PAYMENTS_CSV_COLUMNS]);
    expect(rows.slice(1).map((row) => row[0])).toEqual(newestFirst(january).map((payment) => payment.orderNumber));
    expect(csvRows((await download(userExportRoute, '/api/payments/userpayments/export', { token: admin.token })).text)).toEqual([[...PAYMENTS_CSV_COLUMNS]]);
    expect((await download(userExportRoute, '/api/payments/userpayments/export', {})).status).toBe(401);
  });

  it('GET /api/payments/userpayments/export honours the search, within the shopper’s own payments only', async () => {
    const userExport = (query: string, token: string) => download(userExportRoute, `/api/payments/userpayments/export${query}`, { token });
    const orderIdsOf = async (query: string, token = shopper.token) => csvRows((await userExport(query, token)).text).slice(1).map((row) => row[0]);
    const numbers = (payments: Made[]) => newestFirst(payments).map((payment) => payment.orderNumber);
    expect(await orderIdsOf(`?search=${january[5]!.orderNumber.toLowerCase()}`)).toEqual([january[5]!.orderNumber]);
    // page and limit are ignored: every match is exported.
    expect(await orderIdsOf('?search=SILVA&page=2&limit=1')).toEqual(numbers(january));
    expect(await orderIdsOf('?search=ORD-1700000000000', amara.token)).toEqual(numbers(amaras));
    // Another shopper's payment is never exported, even when the search matches it.
    const none = await userExport('?search=jayasuriya', shopper.token);
    expect(none.status).toBe(200);
    expect(csvRows(none.text)).toEqual([[...PAYMENTS_CSV_COLUMNS]]);
    const refused = await userExport(`?search=${'x'.repeat(101)}`, shopper.token);
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.text)).toMatchObject({ success: false, message: 'search must be at most 100 characters' });
  });

  it('reads past one batch, each payment once, also when a batch ends inside a run of the same instant', async () => {
    // More than two batches of payments made at one instant: only the id tells their order, across batch ends too.
    const bulk = await createUserAndLogIn({ name: 'Bulk Buyer', email: 'bulk.buyer@example.lk' });
    const count = EXPORT_BATCH_SIZE * 2 + 1;
    const at = '2025-06-01T06:30:00.000Z';
    const orders = Array.from({ length: count }, (_, index) =>
      listedOrderData(bulk, at, {
        id: `bulk-order-${String(index).padStart(5, '0')}`,
        orderNumber: `ORD-1600000000000-${String(index).padStart(5, '0')}`,
        paymentMethod: 'CARD',
      }),
    );
    await prisma.order.createMany({ data: orders });
    await prisma.payment.createMany({
      data: orders.map((order, index) => ({
        id: `bulk-payment-${String(index).padStart(5, '0')}`,
        orderId: order.id!,
        userId: bulk.id,
        gateway: 'TEST' as const,
        intentId: `pi_bulk_${index}`,
        amount: '110.00',
        status: 'succeeded' as const,
        createdAt: new Date(at),
      })),
    });
    const rows = csvRows((await exportCsv('?search=bulk.buyer')).text).slice(1);
    expect(rows).toHaveLength(count);
    expect(rows.map((row) => row[0])).toEqual(orders.map((order) => order.orderNumber).reverse());
    // The whole export: everything once.
    expect(csvRows((await exportCsv()).text)).toHaveLength(1 + all.length + count);
  });

  // After the bulk payments above: the export is more than one batch.
  it('stops reading quietly when the client goes away mid-download (no failed export logged)', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const response = await exportRoute(buildRequest('GET', '/api/payments/admin/export', asAdmin), { params: Promise.resolve({}) });
      const reader = response.body!.getReader();
      // The header and the first batch (read before the reply started); the second is being read now.
      const { value } = await reader.read();
      expect(csvRows(new TextDecoder().decode(value))).toHaveLength(1 + EXPORT_BATCH_SIZE);
      await reader.cancel('client gone');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers a database failure before the file starts with an error reply, not a 200 that breaks off', async () => {
    const failing = vi.spyOn(prisma, '$queryRaw').mockRejectedValueOnce(new Error('connection lost'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reply = await exportCsv();
      expect(reply.status).toBe(500);
      expect(reply.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(reply.text)).toMatchObject({ success: false, message: 'Something went wrong' });
    } finally {
      failing.mockRestore();
      errors.mockRestore();
    }
  });
});
