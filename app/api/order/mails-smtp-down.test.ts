import { afterAll, expect, it } from 'vitest';
import { deliverPendingMails } from '@/lib/mail/outbox-sender';
import { resetMailTransport } from '@/lib/mail/send-mail';
import { addToCart, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { closedPort } from '@/tests/smtp';

/** SMTP_URL points at a port nobody listens on: orders are placed all the same, and their mails wait in the outbox. */

const { prisma, category } = await setupOrdersTest({ smtpUrl: `smtp://127.0.0.1:${await closedPort()}` });
afterAll(() => resetMailTransport());

it('an unreachable SMTP server never fails POST /api/order/create: the mail keeps its error and waits for a retry', async () => {
  const shopper = await makeShopper(prisma, 'Mail Down');
  const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '250.00', stock: 10 });
  await addToCart(prisma, shopper.id, tea.id, 1);
  const reply = await placeOrder(shopper, { delivery_address: shopper.address.id });
  expect(reply.status).toBe(201);
  const orderId = (reply.body.data as { _id: string })._id;

  expect(await deliverPendingMails()).toBe(1);
  const [mail] = await prisma.orderMail.findMany({ where: { orderId } });
  expect(mail).toMatchObject({ kind: 'placed', attempts: 1, sentAt: null, failedAt: null });
  expect(mail!.lastError).toMatch(/ECONNREFUSED/);
  expect(mail!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  expect(await prisma.order.count({ where: { id: orderId } })).toBe(1);
});
