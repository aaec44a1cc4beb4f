import { describe, expect, it } from 'vitest';
import { call } from '@/tests/api';
import { TEST_APP_URL } from '@/tests/env';
import { addToCart, makeAddress, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { POST as createIntentRoute } from '../create-intent/route';
import { GET as userPaymentsRoute } from '../userpayments/route';
import { POST as confirmRoute } from './route';

/**
 * A test-gateway payment keeps its receipt page from the moment it succeeds, so Payment History and the CSV
 * link it even when nobody asked GET /api/payments/receipt/{id} (the payment page closed before polling).
 */

const { prisma, shopper, category } = await setupOrdersTest();
const address = await makeAddress(prisma, shopper.id);
const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '250.00', stock: 100 });

async function intentForNewOrder(): Promise<{ orderId: string; paymentIntentId: string }> {
  await addToCart(prisma, shopper.id, tea.id, 1);
  const placed = await placeOrder(shopper, { delivery_address: address.id, paymentMethod: 'card' });
  expect(placed.status).toBe(201);
  const order = placed.body.data as { _id: string; orderId: string };
  const intent = await call(createIntentRoute, 'POST', '/api/payments/create-intent', { token: shopper.token, json: { orderId: order._id } });
  expect(intent.status).toBe(200);
  return { orderId: order.orderId, paymentIntentId: intent.body.paymentIntentId as string };
}

const confirm = (paymentIntentId: string, cardNumber: string) =>
  call(confirmRoute, 'POST', '/api/payments/confirm', { token: shopper.token, json: { paymentIntentId, cardNumber } });

async function paymentOf(orderId: string) {
  const reply = await call(userPaymentsRoute, 'GET', '/api/payments/userpayments', { token: shopper.token });
  expect(reply.status).toBe(200);
  return (reply.body as unknown as { orderId: string; status: string; receipt_url: string | null }[]).find((payment) => payment.orderId === orderId);
}

describe('POST /api/payments/confirm (test gateway): the receipt URL', () => {
  it('is stored with the succeeded payment', async () => {
    const { orderId, paymentIntentId } = await intentForNewOrder();
    expect((await confirm(paymentIntentId, '4242 4242 4242 4242')).status).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({
      status: 'succeeded',
      receipt_url: `${TEST_APP_URL}/payment/receipt/${paymentIntentId}`,
    });
  });

  it('is absent after a declined card, and stored once the next card pays', async () => {
    const { orderId, paymentIntentId } = await intentForNewOrder();
    expect((await confirm(paymentIntentId, '4000 0000 0000 0002')).status).toBe(402);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'failed', receipt_url: null });
    expect((await confirm(paymentIntentId, '4242424242424242')).status).toBe(200);
    expect(await paymentOf(orderId)).toMatchObject({ status: 'succeeded', receipt_url: `${TEST_APP_URL}/payment/receipt/${paymentIntentId}` });
  });
});
