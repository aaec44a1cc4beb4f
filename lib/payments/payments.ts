import 'server-only';
import type { ActorRef } from '@/lib/auth/actor';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import { moneyFromDecimal } from '@/lib/money';
import { holdExpired, holdExpiredMessage } from '@/lib/orders/holds';
import { orderSelect, toOrder } from '@/lib/orders/order-select';
import { ORDER_NOT_FOUND, orderWhere } from '@/lib/orders/orders';
import { isPaidStatus } from '@/lib/orders/statuses';
import type { Order, OrderChanges } from '@/lib/orders/types';
import { activeGateway } from '@/lib/gateway';
import { paymentSelect, toPayment } from './payment-select';
import type { ConfirmPaymentInput, CreateIntentInput } from './schemas';
import { ALREADY_PAID, settleFailed, settleSucceeded } from './settle';
import { testCardOutcome, testReceiptUrl } from '@/lib/gateway/test-gateway';
import type { Payment } from './types';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOT_CONFIRMED = 'The payment provider has not confirmed this payment';

/** The viewer's own order, payable by card: not paid yet, its hold not over, and not cancelled. */
async function payableOrder(orderRef: string, viewer: ActorRef) {
  const order = await prisma.order.findFirst({
    where: orderWhere(orderRef, { ...viewer, role: 'USER' }),
    select: {
      id: true,
      orderNumber: true,
      userId: true,
      userEmail: true,
      total: true,
      paymentMethod: true,
      paymentStatus: true,
      deliveryStatus: true,
      createdAt: true,
    },
  });
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  if (isPaidStatus(order.paymentStatus)) throw new AppError('conflict', ALREADY_PAID);
  // Also before the sweep has cancelled it: its stock may already be someone else's.
  if (holdExpired(order)) throw new AppError('conflict', holdExpiredMessage());
  if (order.deliveryStatus === 'cancelled') throw new AppError('conflict', 'This order was cancelled');
  return order;
}

/**
 * A payment intent for the shopper's own unpaid order, for the total the server computed when the order was
 * placed; a different amount from the client is refused. The Payment record is kept from here on (pending).
 */
export async function createPaymentIntent(viewer: ActorRef, input: CreateIntentInput) {
  const order = await payableOrder(input.orderId, viewer);
  const total = moneyFromDecimal(order.total);
  // The client's rupees to the cent, however large or imprecise: anything but the total is refused.
  if (input.amount !== undefined && Math.round(input.amount * 100) !== total) {
    throw new AppError('invalid', 'The amount does not match the order total');
  }
  const gateway = activeGateway();
  const intent = await gateway.createIntent({ id: order.id, orderNumber: order.orderNumber, userId: viewer.id, userEmail: order.userEmail, total });
  await prisma.payment.upsert({
    where: { intentId: intent.intentId },
    create: { orderId: order.id, userId: order.userId, gateway: gateway.name, intentId: intent.intentId, amount: order.total },
    update: {},
  });
  return intent;
}

export type ConfirmResult = { status: 'succeeded' } | { status: 'declined' | 'invalid'; message: string };

/** The test gateway's card confirmation (Stripe confirms in the browser instead). Confirming twice pays once. */
export async function confirmTestPayment(viewer: ActorRef, input: ConfirmPaymentInput): Promise<ConfirmResult> {
  const gateway = activeGateway();
  if (gateway.name !== 'TEST') throw new AppError('not_found', 'Not found');
  const payment = await prisma.payment.findFirst({
    where: { intentId: input.paymentIntentId, userId: viewer.id, gateway: 'TEST' },
    select: { status: true, orderId: true },
  });
  if (!payment) throw new AppError('not_found', PAYMENT_NOT_FOUND);
  if (payment.status === 'succeeded') return { status: 'succeeded' };
  try {
    await payableOrder(payment.orderId, viewer);
  } catch (error) {
    // A parallel confirm of this same intent may have paid the order since the read above: that is a success.
    const now = await prisma.payment.findUnique({ where: { intentId: input.paymentIntentId }, select: { status: true } });
    if (now?.status === 'succeeded') return { status: 'succeeded' };
    throw error;
  }

  const outcome = testCardOutcome(input.cardNumber);
  if (outcome.kind === 'invalid') return { status: 'invalid', message: outcome.message };
  const facts = (await gateway.retrieveIntent(input.paymentIntentId))!;
  if (outcome.kind === 'declined') {
    await settleFailed({ ...facts, status: 'failed', failureMessage: outcome.message }, 'TEST');
    return { status: 'declined', message: outcome.message };
  }
  // The facts were read before settling (pending, no receipt): the succeeded payment gets its receipt page now.
  await settleSucceeded({ ...facts, status: 'succeeded', gatewayStatus: 'succeeded', receiptUrl: testReceiptUrl(facts.intentId) }, 'TEST');
  return { status: 'succeeded' };
}

/**
 * The shopper's `PUT /api/order/update/{id}` after a card payment: accepted only when the gateway
 * itself reports the intent succeeded for this order and amount, and then settled like a webhook would.
 */
export async function confirmOrderPayment(orderRef: string, viewer: ActorRef, changes: OrderChanges): Promise<Order> {
  const onlyThePayment =
    (changes.deliveryStatus ?? 'pending') === 'pending' && changes.courier === undefined && changes.trackingNumber === undefined;
  if (changes.paymentStatus !== 'completed' || !changes.paymentId || !onlyThePayment) {
    throw new AppError('forbidden', 'Payment details are set by the payment provider, not by shoppers');
  }
  const order = await prisma.order.findFirst({ where: orderWhere(orderRef, { ...viewer, role: 'USER' }), select: { id: true } });
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  const gateway = activeGateway();
  const facts = await gateway.retrieveIntent(changes.paymentId);
  if (!facts || facts.orderId !== order.id || facts.status !== 'succeeded') throw new AppError('conflict', NOT_CONFIRMED);
  await settleSucceeded(facts, gateway.name);
  return toOrder(await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: orderSelect }));
}

/**
 * The receipt of the viewer's payment (an admin's: any), by intent id or payment id: Stripe's charge receipt,
 * fetched once the charge exists, or the shop's own receipt page for the test gateway. Null until paid.
 */
export async function receiptUrlFor(viewer: ActorRef, id: string): Promise<string | null> {
  const payment = await prisma.payment.findFirst({
    where: { OR: [{ intentId: id }, { id }], ...(viewer.role !== 'ADMIN' && { userId: viewer.id }) },
    select: { id: true, intentId: true, gateway: true, status: true, receiptUrl: true },
  });
  if (!payment) throw new AppError('not_found', PAYMENT_NOT_FOUND);
  if (payment.receiptUrl) return payment.receiptUrl;
  if (payment.gateway !== activeGateway().name) return null;
  const facts = await activeGateway().retrieveIntent(payment.intentId);
  if (facts?.status !== 'succeeded' || !facts.receiptUrl) return null;
  await prisma.payment.update({ where: { id: payment.id }, data: { receiptUrl: facts.receiptUrl } });
  return facts.receiptUrl;
}

/** One payment for the receipt page: the viewer's own (an admin's: any); null when there is none. */
export async function findPayment(viewer: ActorRef, intentId: string): Promise<Payment | null> {
  const payment = await prisma.payment.findFirst({
    where: { intentId, ...(viewer.role !== 'ADMIN' && { userId: viewer.id }) },
    select: paymentSelect,
  });
  return payment ? toPayment(payment) : null;
}
