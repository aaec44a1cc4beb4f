import { describe, expect, it } from 'vitest';
import { call, createUserAndLogIn } from '@/tests/api';
import { newShopper, productIn, setupShopTest } from '@/tests/shop';
import { GET } from './route';

const { prisma, categoryId } = await setupShopTest();

const getVisitor = (options: Parameters<typeof call>[3] = {}) => call(GET, 'GET', '/api/user/visitor', options);
const GUEST = { user: null, cartCount: 0, unread: 0, realtime: null };

describe('GET /api/user/visitor', () => {
  it('answers a guest as a guest, with nothing of anyone, and no cache keeps it', async () => {
    const reply = await getVisitor();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.body).toEqual({ success: true, message: 'Visitor', data: GUEST });
  });

  it('answers a token that is no session as a guest, never an error', async () => {
    for (const token of ['not-a-jwt', 'a.b.c']) expect((await getVisitor({ token })).body.data).toEqual(GUEST);
  });

  it("answers a shopper with their name, cart lines, unread notifications and the live channel's settings, never cached", async () => {
    const shopper = await newShopper();
    for (const name of ['first', 'second']) {
      const product = await productIn(prisma, categoryId, { name: `Visitor ${name} ${Date.now()}` });
      await prisma.cartItem.create({ data: { userId: shopper.id, productId: product.id, quantity: 3 } });
    }
    await prisma.notification.create({ data: { audience: 'USER', userId: shopper.id, message: 'Your order shipped' } });
    await prisma.notification.create({ data: { audience: 'USER', userId: shopper.id, message: 'Read already', read: true } });

    const reply = await getVisitor({ cookies: { ...shopper, csrfHeader: false } });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    expect(reply.body.data).toEqual({
      user: { _id: shopper.id, name: 'Ruwan Jayasinghe', role: 'USER' },
      cartCount: 2,
      unread: 1,
      realtime: expect.objectContaining({ key: expect.any(String), forceTLS: expect.any(Boolean) }),
    });
  });

  it("answers another shopper with only their own figures, and an admin as an admin", async () => {
    const other = await newShopper();
    expect((await getVisitor({ token: other.token })).body.data).toMatchObject({ user: { _id: other.id }, cartCount: 0, unread: 0 });
    const admin = await createUserAndLogIn({ role: 'ADMIN', name: 'Admin Person' });
    expect((await getVisitor({ token: admin.token })).body.data.user).toEqual({ _id: admin.id, name: 'Admin Person', role: 'ADMIN' });
  });

  it('answers a suspended account as a guest', async () => {
    const shopper = await newShopper();
    await prisma.user.update({ where: { id: shopper.id }, data: { status: 'SUSPENDED' } });
    expect((await getVisitor({ token: shopper.token })).body.data).toEqual(GUEST);
  });
});
