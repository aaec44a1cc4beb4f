import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '@/lib/auth/password';
import { issueSessionToken } from '@/lib/auth/session-token';
import { BUSY_MESSAGE } from '@/lib/db/busy';
import { ADDRESS, makeStockedProduct, onEmbeddedDatabase, placeOrder, setupOrdersTest, shopSnapshot, stockOf } from '@/tests/orders';

/**
 * A burst of buy-now orders for one product, on a real PostgreSQL server (the embedded database has one connection,
 * so nothing overlaps there). Every request gets 201, 409 (stock) or 503 with Retry-After (busy), never a 500, and the
 * database holds exactly what the 201s promised. One account per request, so per-account limits play no part.
 */

const BURST = 200;
const STOCK = 50;

const { prisma, url, category } = await setupOrdersTest();

/** BURST shoppers, each with an address and a session token, made straight in the database (one password hash). */
async function makeShoppers(count: number) {
  const passwordHash = await hashPassword('Burst#Shopper2024');
  const stamp = Date.now();
  const emails = Array.from({ length: count }, (_, index) => `burst.${stamp}.${index}@example.com`);
  await prisma.user.createMany({
    data: emails.map((email, index) => ({ name: `Burst Shopper ${index}`, email, passwordHash, emailVerifiedAt: new Date() })),
  });
  const users = await prisma.user.findMany({ where: { email: { in: emails } } });
  await prisma.address.createMany({ data: users.map((user) => ({ userId: user.id, ...ADDRESS })) });
  const addresses = await prisma.address.findMany({ where: { userId: { in: users.map((user) => user.id) } } });
  return Promise.all(
    users.map(async (user) => ({
      token: await issueSessionToken(user),
      addressId: addresses.find((address) => address.userId === user.id)!.id,
    })),
  );
}

describe.skipIf(onEmbeddedDatabase)('a burst of orders', () => {
  it(`${BURST} concurrent buy-now orders of a product with stock ${STOCK}: only 201/409/503, exactly the stock sold, no order without items`, async () => {
    const shoppers = await makeShoppers(BURST);
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Burst Tea', price: '150.00', stock: STOCK });

    const replies = await Promise.all(
      shoppers.map((shopper) =>
        placeOrder(shopper, { mode: 'buy_now', delivery_address: shopper.addressId, product_details: [{ productId: tea.id, quantity: 1 }] }),
      ),
    );

    const withStatus = (status: number) => replies.filter((reply) => reply.status === status);
    const counts = Object.fromEntries([...new Set(replies.map((reply) => reply.status))].map((status) => [status, withStatus(status).length]));
    console.log(`[burst] ${BURST} orders, stock ${STOCK}: replies by status ${JSON.stringify(counts)}`);
    expect(Object.keys(counts).filter((status) => !['201', '409', '503'].includes(status))).toEqual([]);
    for (const reply of withStatus(409)) expect(reply.body).toEqual({ success: false, message: 'Burst Tea is out of stock' });
    for (const reply of withStatus(503)) {
      expect(reply.body.success).toBe(false);
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const placed = withStatus(201);
    expect(placed.length).toBeGreaterThan(0);
    // "Out of stock" was answered only once the stock was gone: then every unit is sold, and never more.
    if (withStatus(409).length > 0) expect(placed).toHaveLength(STOCK);
    expect(await stockOf(prisma, tea.id)).toBe(STOCK - placed.length);

    const orders = await prisma.order.findMany({ include: { items: true } });
    expect(orders.filter((order) => order.items.length === 0)).toEqual([]);
    expect(orders.map((order) => order.id).sort()).toEqual(placed.map((reply) => reply.body.data._id).sort());
    const sold = orders.flatMap((order) => order.items).filter((item) => item.productId === tea.id);
    expect(sold.reduce((sum, item) => sum + item.quantity, 0)).toBe(placed.length);
  });

  it('an order whose product stays locked by another transaction answers 503 with Retry-After and writes nothing', async () => {
    const [shopper] = await makeShoppers(1);
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Locked Tea', stock: 5 });
    const before = await shopSnapshot(prisma);
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // Held until the order has its answer: the order must give up on its own (lock_timeout), not hang.
      await other.query('BEGIN');
      await other.query('SELECT id FROM products WHERE id = $1 FOR UPDATE', [tea.id]);
      const reply = await placeOrder(shopper, { mode: 'buy_now', delivery_address: shopper!.addressId, product_details: [{ productId: tea.id, quantity: 1 }] });
      expect({ status: reply.status, body: reply.body, retryAfter: reply.headers.get('retry-after') }).toEqual({
        status: 503,
        body: { success: false, message: BUSY_MESSAGE },
        retryAfter: '2',
      });
    } finally {
      await other.end();
      vi.restoreAllMocks();
    }
    expect(await shopSnapshot(prisma)).toEqual(before);
  });
});
