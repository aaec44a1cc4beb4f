import 'server-only';
import type { Db } from '@/lib/db/client';
import { shortTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors';
import { formatRs, moneyFromDecimal, toDecimalText } from '@/lib/money';
import { notify } from '@/lib/notifications/notify';
import { enqueueOrderMail } from '@/lib/orders/order-mails';
import { ORDER_NOT_FOUND } from '@/lib/orders/orders';
import { isPaidStatus, PAID_PAYMENT_STATUSES } from '@/lib/orders/statuses';
import type { IntentFacts, PaymentGateway } from '@/lib/gateway';

/**
 * The one code path that settles an order's card payment, for both gateways and for every way a result arrives
 * (Stripe's webhook, the payment page's confirmation, the test gateway's confirm). Settling twice changes nothing.
 */

export const AMOUNT_MISMATCH = 'The payment amount does not match the order total';
export const ALREADY_PAID = 'This order is already paid';
export const OTHER_GATEWAY = 'The payment was taken by another gateway';

export type SettleOutcome = 'settled' | 'already_settled' | 'duplicate_event';
/** A Stripe event being handled: claimed in the same transaction, so it is processed exactly once. */
export type GatewayEvent = { id: string; type: string };


/** Claims the event for this transaction: false when it was handled before. */
export async function claimEvent(tx: Db, event: GatewayEvent | undefined): Promise<boolean> {
  if (!event) return true;
  const claimed = await tx.webhookEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  return claimed.count === 1;
}

/** The Payment record of the intent, refused when another gateway keeps it (a test payment's id in a Stripe event). */
async function paymentOf(tx: Db, facts: IntentFacts, gateway: PaymentGateway['name']) {
  const existing = await tx.payment.findUnique({ where: { intentId: facts.intentId }, select: { status: true, gateway: true } });
  if (existing && existing.gateway !== gateway) throw new AppError('conflict', OTHER_GATEWAY);
  return existing;
}

async function orderOf(tx: Db, facts: IntentFacts) {
  if (!facts.orderId) throw new AppError('invalid', 'The payment names no order');
  const order = await tx.order.findUnique({
    where: { id: facts.orderId },
    select: { id: true, orderNumber: true, userId: true, total: true, paymentStatus: true, paymentId: true, deliveryStatus: true },
  });
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  return order;
}

/**
 * A payment the gateway reports as succeeded: checked against the order's total (currency LKR), then the Payment
 * record succeeded, the order paid (payment_status completed, payment_id the intent), the shopper and the admins
 * told. Refused (nothing changes) when the amount differs or the order was already paid by another payment.
 */
export async function settleSucceeded(facts: IntentFacts, gateway: PaymentGateway['name'], event?: GatewayEvent): Promise<SettleOutcome> {
  return shortTransaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return 'duplicate_event';
    const order = await orderOf(tx, facts);
    if (isPaidStatus(order.paymentStatus) && order.paymentId === facts.intentId) return 'already_settled';
    if (facts.amount !== moneyFromDecimal(order.total) || facts.currency !== 'lkr') throw new AppError('conflict', AMOUNT_MISMATCH);
    await paymentOf(tx, facts, gateway);

    // Only while unpaid: of two settlements at once, the second waits for the first's row lock, then matches nothing.
    const paid = await tx.order.updateMany({
      where: { id: order.id, paymentStatus: { notIn: [...PAID_PAYMENT_STATUSES] } },
      data: { paymentStatus: 'completed', paymentId: facts.intentId, paymentMethod: 'CARD' },
    });
    if (paid.count === 0) {
      const now = await tx.order.findUniqueOrThrow({ where: { id: order.id }, select: { paymentId: true } });
      if (now.paymentId === facts.intentId) return 'already_settled';
      throw new AppError('conflict', ALREADY_PAID);
    }
    await tx.payment.upsert({
      where: { intentId: facts.intentId },
      create: {
        orderId: order.id,
        userId: order.userId,
        gateway,
        intentId: facts.intentId,
        amount: toDecimalText(facts.amount),
        status: 'succeeded',
        receiptUrl: facts.receiptUrl,
      },
      update: { status: 'succeeded', failureMessage: null, ...(facts.receiptUrl && { receiptUrl: facts.receiptUrl }) },
    });

    const amount = formatRs(facts.amount);
    const meta = { orderId: order.orderNumber, amount, paymentId: facts.intentId };
    await notify(tx, [
      ...(order.userId ? [{ audience: 'USER' as const, type: 'payment' as const, userId: order.userId, message: `Payment of ${amount} received for order ${order.orderNumber}`, meta }] : []),
      { audience: 'ADMIN', type: 'payment', message: `Payment of ${amount} received for order ${order.orderNumber}`, meta },
      ...(order.deliveryStatus === 'cancelled'
        ? [{ audience: 'ADMIN' as const, type: 'payment' as const, message: `Order ${order.orderNumber} was paid after it was cancelled: refund the payment`, meta }]
        : []),
    ]);
    await enqueueOrderMail(tx, order.id, { kind: 'paid', amount: facts.amount, receiptUrl: facts.receiptUrl });
    return 'settled';
  });
}

/**
 * A payment the gateway reports as failed (a declined card): the Payment record failed with the reason, the order
 * payment_status failed and still payable, the shopper told. A payment that already succeeded stays succeeded.
 */
export async function settleFailed(facts: IntentFacts, gateway: PaymentGateway['name'], event?: GatewayEvent): Promise<SettleOutcome> {
  return shortTransaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return 'duplicate_event';
    const order = await orderOf(tx, facts);
    const existing = await paymentOf(tx, facts, gateway);
    if (existing?.status === 'succeeded') return 'already_settled';
    const failureMessage = facts.failureMessage ?? 'Payment failed';
    await tx.payment.upsert({
      where: { intentId: facts.intentId },
      create: {
        orderId: order.id,
        userId: order.userId,
        gateway,
        intentId: facts.intentId,
        amount: toDecimalText(facts.amount),
        status: 'failed',
        failureMessage,
      },
      update: { status: 'failed', failureMessage },
    });
    await tx.order.updateMany({ where: { id: order.id, paymentStatus: 'pending' }, data: { paymentStatus: 'failed' } });
    if (order.userId) {
      await notify(tx, [
        {
          audience: 'USER',
          type: 'payment',
          userId: order.userId,
          message: `Payment for order ${order.orderNumber} failed: ${failureMessage}`,
          meta: { orderId: order.orderNumber, paymentId: facts.intentId },
        },
      ]);
    }
    return 'settled';
  });
}

/** Settles whatever the gateway says about the intent: succeeded or failed; a pending intent changes nothing. */
export async function settleIntent(facts: IntentFacts, gateway: PaymentGateway['name'], event?: GatewayEvent): Promise<SettleOutcome | 'pending'> {
  if (facts.status === 'succeeded') return settleSucceeded(facts, gateway, event);
  if (facts.status === 'failed') return settleFailed(facts, gateway, event);
  return 'pending';
}
