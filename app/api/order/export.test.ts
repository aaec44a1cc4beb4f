import Papa from 'papaparse';
import { describe, expect, it, vi } from 'vitest';
import { buildRequest, call, type CallOptions, createUserAndLogIn, expectRefused } from '@/tests/api';
import { DAY_RANGE_REFUSALS, listedOrderData, newestFirst } from '@/tests/lists';
import { DELIVERY_COLUMNS, makeStockedProduct, setupOrdersTest } from '@/tests/orders';
import { colomboDay } from '@/lib/dates/colombo';
import type { Prisma } from '@/lib/generated/prisma/client';
import { ORDERS_CSV_COLUMNS } from '@/lib/orders/orders-csv';
import { ORDER_EXPORT_BATCH_SIZE } from '@/lib/orders/order-lists';
import { GET as exportRoute } from './export/route';

/**
 * GET /api/order/export: the CSV of the admin Orders list's filtered set, a row per order line, streamed. Orders are
 * written straight through Prisma with chosen times, statuses, customers and lines, so every filter has a known answer
 * and the file can be checked against the database row by row.
 */

const { prisma, admin, shopper, category } = await setupOrdersTest();
const amara = await createUserAndLogIn({ name: 'Amara Jayasuriya', email: 'amara.j@example.lk' });
const stranger = await createUserAndLogIn({ name: 'Sunil Fernando' });
const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Tea', unit: '400 g', price: '1250.50' });
const cinnamon = await makeStockedProduct(prisma, category.id, { name: 'Cinnamon Sticks', unit: '100 g', price: '300.00' });

type Customer = { id: string; name: string; email: string };
type Line = { name: string; unitPrice: string; quantity: number; productId: string | null };
type Made = { id: string; orderNumber: string; createdAt: Date };

let items = 0;

/** An order of `customer` at `at` (ISO) with `lines` (their ids sort in the order given, as the file lists them). */
function makeOrder(customer: Customer, at: string, fields: Partial<Prisma.OrderCreateManyInput>, lines: Line[]): Promise<Made> {
  return prisma.order.create({
    data: {
      ...listedOrderData(customer, at, fields),
      items: { create: lines.map((line) => ({ id: `item-${String((items += 1)).padStart(5, '0')}`, ...line })) },
    },
    select: { id: true, orderNumber: true, createdAt: true },
  });
}

const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")';

// Kamal's, cash on delivery with a coupon, two lines: one of a product since deleted (no unit any more).
const kamals = await makeOrder(
  shopper,
  '2026-01-05T06:30:00.000Z',
  { ...DELIVERY_COLUMNS, couponCode: 'SAVE10', subTotal: '4231.50', discountAmount: '423.15', deliveryFee: '10.00', total: '3818.35' },
  [
    { name: 'Ceylon Tea', unitPrice: '1250.50', quantity: 3, productId: tea.id },
    { name: 'Kithul Treacle', unitPrice: '480.00', quantity: 1, productId: null },
  ],
);
// Amara's, paid by card, around midnight in Colombo at the turn of February (18:30 UTC).
const paidByCard = { paymentMethod: 'CARD', paymentStatus: 'completed', deliveryMobile: '0779876543' } as const;
const lastOfJanuary = await makeOrder(
  amara,
  '2026-01-31T18:29:59.999Z',
  { ...paidByCard, deliveryStatus: 'shipped', subTotal: '1250.50', deliveryFee: '280.00', total: '1530.50' },
  [{ name: 'Ceylon Tea', unitPrice: '1250.50', quantity: 1, productId: tea.id }],
);
const firstOfFebruary = await makeOrder(
  amara,
  '2026-01-31T18:30:00.000Z',
  { ...paidByCard, deliveryStatus: 'delivered', subTotal: '600.00', total: '610.00' },
  [{ name: 'Cinnamon Sticks', unitPrice: '300.00', quantity: 2, productId: cinnamon.id }],
);
// An order without lines (placing an order never makes one): it still gets its row.
const withoutLines = await makeOrder(amara, '2026-02-10T06:30:00.000Z', {}, []);
// A customer, delivery name, city and item name that a spreadsheet would run as formulas.
const formula = await makeOrder(
  { id: stranger.id, name: FORMULA_NAME, email: stranger.email },
  '2026-03-01T06:30:00.000Z',
  { paymentStatus: 'failed', deliveryStatus: 'cancelled', deliveryCity: '+94 Colombo' },
  [{ name: '@SUM(1,2)', unitPrice: '100.00', quantity: 1, productId: null }],
);

const all = [kamals, lastOfJanuary, firstOfFebruary, withoutLines, formula];

const asAdmin: CallOptions = { token: admin.token };

/** The export's raw reply: status, headers and the CSV text. */
async function download(query = '', options: CallOptions = asAdmin) {
  const response = await exportRoute(buildRequest('GET', `/api/order/export${query}`, options), { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, text: await response.text() };
}
const csvRows = (text: string) => Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
/** The order numbers of an export, once each, in the file's order. */
const numbersOf = async (query: string) => [...new Set(csvRows((await download(query)).text).slice(1).map((row) => row[0]))];
const numbers = (orders: Made[]) => newestFirst(orders).map((order) => order.orderNumber);

/** A cell as the file writes it: one a spreadsheet would run as a formula starts with a quote. */
const spreadsheetSafe = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/**
 * The rows the file should hold for `orders`, newest first, built from the database with Prisma's decimals (never the
 * code under test's arithmetic).
 */
async function expectedRows(orders: Made[]): Promise<string[][]> {
  const rows = await prisma.order.findMany({
    where: { id: { in: orders.map((order) => order.id) } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    include: { items: { orderBy: { id: 'asc' }, include: { product: { select: { unit: true } } } } },
  });
  return rows.flatMap((order) => {
    const head = [
      order.orderNumber,
      order.createdAt.toISOString(),
      order.userName,
      order.userEmail,
      order.deliveryName,
      order.deliveryMobile,
      order.deliveryAddressLine,
      order.deliveryCity,
      order.deliveryState,
      order.deliveryPincode,
      order.deliveryCountry,
      order.paymentMethod.toLowerCase(),
      order.paymentStatus,
      order.deliveryStatus,
      order.couponCode ?? '',
      order.courier ?? '',
      order.trackingNumber ?? '',
    ];
    const amounts = [order.subTotal, order.discountAmount, order.deliveryFee, order.total, order.refundedAmount].map((amount) => amount.toFixed(2));
    const lines = order.items.map((item) => [
      item.name,
      item.product?.unit ?? '',
      String(item.quantity),
      item.unitPrice.toFixed(2),
      item.unitPrice.times(item.quantity).toFixed(2),
    ]);
    return (lines.length > 0 ? lines : [['', '', '', '', '']]).map((line) => [...head, ...line, ...amounts].map(spreadsheetSafe));
  });
}

describe('GET /api/order/export', () => {
  it('answers a CSV download named for today in Colombo, never cached', async () => {
    const reply = await download();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="orders-${colomboDay(new Date())}.csv"`);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    // Every field quoted, CRLF line ends, no byte-order mark.
    expect(reply.text.startsWith('"Order ID","Date","Customer","Email",')).toBe(true);
    expect(reply.text.endsWith('\r\n')).toBe(true);
  });

  it('round-trips: a row per order line, newest first, with the order, the line and the amounts in LKR', async () => {
    const rows = csvRows((await download()).text);
    expect(rows[0]).toEqual([...ORDERS_CSV_COLUMNS]);
    expect(rows.slice(1)).toEqual(await expectedRows(all));
    // Kamal's order spelled out: two lines, the deleted product's without a unit, the order's amounts on each.
    const head = [
      kamals.orderNumber,
      '2026-01-05T06:30:00.000Z',
      'Kamal Silva',
      shopper.email,
      ...['Kamal Silva', '0771234567', '12 Galle Road', 'Colombo', 'Western', '00300', 'Sri Lanka'],
      ...['cod', 'pending', 'pending', 'SAVE10', '', ''],
    ];
    const amounts = ['4231.50', '423.15', '10.00', '3818.35', '0.00'];
    expect(rows.filter((row) => row[0] === kamals.orderNumber)).toEqual([
      [...head, 'Ceylon Tea', '400 g', '3', '1250.50', '3751.50', ...amounts],
      [...head, 'Kithul Treacle', '', '1', '480.00', '480.00', ...amounts],
    ]);
  });

  it('gives an order without lines one row, its line columns empty', async () => {
    const rows = csvRows((await download()).text).filter((row) => row[0] === withoutLines.orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(17, 22)).toEqual(['', '', '', '', '']);
    expect(rows[0]!.slice(22)).toEqual(['100.00', '0.00', '10.00', '110.00', '0.00']);
  });

  it('neutralises formula-looking cells (customer, delivery name, city, item) with a leading quote', async () => {
    const [row] = csvRows((await download()).text).filter((cells) => cells[0] === formula.orderNumber);
    expect(row![2]).toBe(`'${FORMULA_NAME}`);
    expect(row![4]).toBe(`'${FORMULA_NAME}`);
    expect(row![7]).toBe("'+94 Colombo");
    expect(row![17]).toBe("'@SUM(1,2)");
  });
});

describe('GET /api/order/export: the admin list’s filters', () => {
  it.each([
    ['delivery_status=shipped', [lastOfJanuary]],
    ['delivery_status=cancelled', [formula]],
    ['delivery_status=pending', [kamals, withoutLines]],
    ['payment_status=completed', [lastOfJanuary, firstOfFebruary]],
    ['payment_status=failed', [formula]],
    ['paymentMethod=card', [lastOfJanuary, firstOfFebruary]],
    ['paymentMethod=cod', [kamals, withoutLines, formula]],
    ['delivery_status=cancelled&paymentMethod=card', []],
    // Colombo days, both included: 18:29:59.999 UTC on 31 January is still 31 January in Colombo.
    ['from=2026-01-31&to=2026-01-31', [lastOfJanuary]],
    ['from=2026-02-01', [firstOfFebruary, withoutLines, formula]],
    ['to=2026-01-31', [kamals, lastOfJanuary]],
    ['search=jayasuriya', [lastOfJanuary, firstOfFebruary, withoutLines]],
    ['search=AMARA.J@EXAMPLE&payment_status=completed', [lastOfJanuary, firstOfFebruary]],
    ['search=9876543', [lastOfJanuary, firstOfFebruary]],
    ['search=%25', []],
    // A page and a limit are the list's, not the export's: every match is exported.
    ['paymentMethod=cod&page=2&limit=1', [kamals, withoutLines, formula]],
    ['page=&limit=&search=&delivery_status=&from=', all],
  ])('?%s', async (query, expected) => {
    expect(await numbersOf(`?${query}`)).toEqual(numbers(expected));
  });

  it('finds an order by a part of its number in any letter case, with all of its lines', async () => {
    const rows = csvRows((await download(`?search=${kamals.orderNumber.slice(-8).toLowerCase()}`)).text);
    expect(rows.slice(1)).toEqual(await expectedRows([kamals]));
  });

  it('answers only the header row when nothing matches', async () => {
    const reply = await download('?search=ORD-0000-NOPE');
    expect(reply.status).toBe(200);
    expect(csvRows(reply.text)).toEqual([[...ORDERS_CSV_COLUMNS]]);
  });
});

describe('GET /api/order/export: refusals', () => {
  const exportCall = (query: string, options: CallOptions = asAdmin) => call(exportRoute, 'GET', `/api/order/export${query}`, options);

  it('refuses a guest (401) and a shopper (403)', async () => {
    expectRefused(await exportCall('', {}), 401, 'Please log in to continue');
    expectRefused(await exportCall('', { token: shopper.token }), 403, 'Access denied! Admins only.');
  });

  it.each([
    ['delivery_status=lost', 'delivery_status must be pending, shipped, delivered or cancelled'],
    ['payment_status=paid', 'payment_status must be pending, completed, failed, partially_refunded or refunded'],
    ['paymentMethod=cash', 'paymentMethod must be card or cod'],
    ...DAY_RANGE_REFUSALS,
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('answers 400 for ?%s with the list’s message, as JSON', async (query, message) => {
    const reply = await exportCall(`?${query}`);
    expectRefused(reply, 400, message);
    expect(reply.headers.get('content-type')).toContain('application/json');
  });
});

describe('GET /api/order/export: streamed in batches', () => {
  it('reads past one batch, each order once with all of its lines, also when a batch ends inside a run of one instant', async () => {
    // More than two batches of orders placed at one instant: only the id tells their order, across batch ends too.
    const bulk = await createUserAndLogIn({ name: 'Bulk Buyer', email: 'bulk.buyer@example.lk' });
    const count = ORDER_EXPORT_BATCH_SIZE * 2 + 1;
    const at = '2025-06-01T06:30:00.000Z';
    const orders = Array.from({ length: count }, (_, index) =>
      listedOrderData(bulk, at, {
        id: `bulk-order-${String(index).padStart(5, '0')}`,
        orderNumber: `ORD-1600000000000-${String(index).padStart(5, '0')}`,
      }),
    );
    await prisma.order.createMany({ data: orders });
    await prisma.orderItem.createMany({
      data: orders.flatMap((order) =>
        ['a', 'b'].map((line) => ({ id: `${order.id!}-${line}`, orderId: order.id!, name: `Tea ${line}`, unitPrice: '50.00', quantity: 1 })),
      ),
    });
    const rows = csvRows((await download('?search=bulk.buyer')).text).slice(1);
    expect(rows.map((row) => `${row[0]} ${row[17]}`)).toEqual(
      orders.toReversed().flatMap((order) => [`${order.orderNumber} Tea a`, `${order.orderNumber} Tea b`]),
    );
    // The whole export: every line once.
    expect(csvRows((await download()).text).slice(1)).toHaveLength((await expectedRows(all)).length + 2 * count);
  });

  // After the bulk orders above: the export is more than one batch.
  it('stops reading quietly when the client goes away mid-download (no failed export logged)', async () => {
    const errors = vi.spyOn(console, 'error');
    try {
      const response = await exportRoute(buildRequest('GET', '/api/order/export?search=bulk.buyer', asAdmin), { params: Promise.resolve({}) });
      const reader = response.body!.getReader();
      // The header and the first batch (read before the reply started, two lines an order); the second is being read now.
      const { value } = await reader.read();
      expect(csvRows(new TextDecoder().decode(value))).toHaveLength(1 + 2 * ORDER_EXPORT_BATCH_SIZE);
      await reader.cancel('client gone');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('answers a database failure before the file starts with an error reply, not a 200 that breaks off', async () => {
    const failing = vi.spyOn(prisma.order, 'findMany').mockRejectedValueOnce(new Error('connection lost'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const reply = await download();
      expect(reply.status).toBe(500);
      expect(reply.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(reply.text)).toMatchObject({ success: false, message: 'Something went wrong' });
    } finally {
      failing.mockRestore();
      errors.mockRestore();
    }
  });
});
