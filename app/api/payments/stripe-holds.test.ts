import { describe, expect, it } from 'vitest';
import { releaseExpiredHolds } from '@/lib/orders/holds';
import { makeShopper, setupOrdersTest } from '@/tests/orders';
import { createIntent, notificationsAbout, orderRow, placeCardOrder, postWebhook } from '@/tests/payments';
import { startStripeStandIn, stripeWebhook } from '@/tests/stripe-stand-in';

/**
 * An expired hold with Stripe: the sweep cancels the order's payment intent at Stripe (through the gateway), and a
 * payment Stripe took just before is still settled, with the admins told to refund it.
 */

const standIn = await startStripeStandIn();
const { prisma, category } = await setupOrdersTest({ stripeApiBase: standIn.url });
const shopper = await makeShopper(prisma, 'Kamal Silva');

const AFTER_HOLD = () => new Date(Date.now() + 31 * 60_000);

async function orderWithIntent() {
  const order = await placeCardOrder(prisma, category.id, shopper);
  const reply = await createIntent({ orderId: order._id }, { token: shopper.token });
  expect(reply.status).toBe(200);
  return { order, intentId: reply.body.paymentIntentId as string };
}

describe('the hold sweep with Stripe', () => {
  it('cancels the payment intent at Stripe, so the shopper can no longer pay it', async () => {
    const { order, intentId } = await orderWithIntent();

    expect(await releaseExpiredHolds(AFTER_HOLD())).toBe(1);

    expect(standIn.intent(intentId).status).toBe('canceled');
    expect(standIn.requests.filter((request) => request.path === `/v1/payment_intents/${intentId}/cancel`)).toEqual([
      expect.objectContaining({ method: 'POST', params: { cancellation_reason: 'abandoned' } }),
    ]);
    expect((await orderRow(prisma, order._id)).deliveryStatus).toBe('cancelled');
  });

  it('a payment Stripe took just before the sweep is settled and flagged for a refund', async () => {
    const { order, intentId } = await orderWithIntent();
    standIn.succeed(intentId);

    // Stripe refuses to cancel a succeeded intent; the sweep goes on.
    expect(await releaseExpiredHolds(AFTER_HOLD())).toBe(1);
    expect(standIn.intent(intentId).status).toBe('succeeded');

    expect((await postWebhook(stripeWebhook('payment_intent.succeeded', standIn.intent(intentId)))).status).toBe(200);
    expect(await orderRow(prisma, order._id)).toMatchObject({ deliveryStatus: 'cancelled', paymentStatus: 'completed' });
    expect(await notificationsAbout(prisma, intentId)).toContainEqual({
      audience: 'ADMIN',
      userId: null,
      message: `Order ${order.orderId} was paid after it was cancelled: refund the payment`,
    });
  });
});
