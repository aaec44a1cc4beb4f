import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ActorRef } from '@/lib/auth/actor';
import { type Db, prisma } from '@/lib/db/client';
import { shortTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors';
import { gatewayNamed, type RefundFacts } from '@/lib/gateway';
import { add, formatRs, type Money, moneyFromDecimal, subtract, toDecimalText, ZERO } from '@/lib/money';
import { notify } from '@/lib/notifications/notify';
import { orderSelect, toOrder } from '@/lib/orders/order-select';
import { ORDER_NOT_FOUND, orderWhere } from '@/lib/orders/orders';
import { isPaidStatus } from '@/lib/orders/statuses';
import type { Order } from '@/lib/orders/types';
import { enqueueOrderMail } from '@/lib/orders/order-mails';
import { paymentStatusAfterRefunds, refundAmountProblem, refundLeft } from './refund-rules';
import type { RefundInput } from './schemas';
import { claimEvent, type GatewayEvent } from './settle';

/**
 * Refunds (docs/decisions.md, Payments › Refunds). A refund is reserved under the order's row lock (a pending Refund
 * and orders.refunded_amount raised in one short transaction), so parallel refunds queue on the lock and none can
 * pass what was paid; the gateway is called after the commit, with the refund's idempotency key, and the refund then
 * marked succeeded, or taken back out when the gateway refuses it. Cash on delivery is refunded by hand: recorded only.
 */

export const NOT_PAID = 'This order is not paid: there is nothing to refund';
export const FULLY_REFUNDED = 'This order has been refunded in full';
export const DASHBOARD_REASON = 'Refunded in the Stripe dashboard';

const lockedOrderSelect = {
  id: true,
  orderNumber: true,
  userId: true,
  paymentMethod: true,
  paymentStatus: true,
  total: true,
  refundedAmount: true,
} as const;

type LockedOrder = { id: string; orderNumber: string; userId: string | null; total: { toFixed(digits: number): string } };

/** The order's row, locked until the transaction ends: every change of refunded_amount goes through here. */
async function lockOrder(tx: Db, orderId: string) {
  await tx.$queryRaw`SELECT 1 FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return tx.order.findUniqueOrThrow({ where: { id: orderId }, select: lockedOrderSelect });
}

/** refunded_amount moved by `change` (a reservation, a release, a refund made elsewhere) and the status to match. */
async function moveRefunded(tx: Db, order: LockedOrder & { refundedAmount: { toFixed(digits: number): string } }, change: Money) {
  const paid = moneyFromDecimal(order.total);
  const refunded = add(moneyFromDecimal(order.refundedAmount), change);
  // Every caller checks first; this stops a mistake in one from giving back more than was paid, or less than nothing.
  if (refunded < 0 || refunded > paid) throw new Error(`refunded_amount of order ${order.orderNumber} would become ${toDecimalText(refunded)}`);
  await tx.order.update({
    where: { id: order.id },
    data: { refundedAmount: toDecimalText(refunded), paymentStatus: paymentStatusAfterRefunds(paid, refunded) },
  });
}

/** The shopper is told of money given back, live and by mail (and the admins, when it did not start in the shop). */
async function notifyRefunded(tx: Db, order: LockedOrder, refund: { id: string; reason: string; amount: Money }, fromDashboard = false) {
  const { amount } = refund;
  await enqueueOrderMail(tx, order.id, { kind: 'refunded', refundId: refund.id, amount, reason: refund.reason });
  const message = `Refund of ${formatRs(amount)} issued for order ${order.orderNumber}`;
  const meta = { orderId: order.orderNumber, amount: formatRs(amount) };
  await notify(tx, [
    ...(order.userId ? [{ audience: 'USER' as const, type: 'payment' as const, userId: order.userId, message, meta }] : []),
    ...(fromDashboard ? [{ audience: 'ADMIN' as const, type: 'payment' as const, message: `${message} in the Stripe dashboard`, meta }] : []),
  ]);
}

type Reservation = {
  refundId: string;
  idempotencyKey: string;
  orderId: string;
  gateway: 'STRIPE' | 'TEST' | 'MANUAL';
  intentId: string | null;
  amount: Money;
  reason: string;
};

async function reserveRefund(orderId: string, viewer: ActorRef, input: RefundInput): Promise<Reservation> {
  return shortTransaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!isPaidStatus(order.paymentStatus)) throw new AppError('conflict', NOT_PAID);
    const left = refundLeft(moneyFromDecimal(order.total), moneyFromDecimal(order.refundedAmount));
    if (input.amount === undefined && left <= 0) throw new AppError('conflict', FULLY_REFUNDED);
    const amount = input.amount ?? left;
    const problem = refundAmountProblem(amount, left);
    if (problem) throw new AppError('invalid', problem);

    // A card order marked paid by an admin has no gateway payment: its money goes back by hand, like cash.
    const payment =
      order.paymentMethod === 'CARD'
        ? await tx.payment.findFirst({ where: { orderId, status: 'succeeded' }, select: { id: true, intentId: true, gateway: true } })
        : null;
    const gateway = payment?.gateway ?? 'MANUAL';
    const refundId = randomUUID();
    const idempotencyKey = `refund-${refundId}`;
    await tx.refund.create({
      data: {
        id: refundId,
        orderId,
        paymentId: payment?.id ?? null,
        amount: toDecimalText(amount),
        reason: input.reason,
        gateway,
        idempotencyKey,
        status: gateway === 'MANUAL' ? 'succeeded' : 'pending',
        createdBy: viewer.id,
      },
    });
    await moveRefunded(tx, order, amount);
    if (gateway === 'MANUAL') await notifyRefunded(tx, order, { id: refundId, reason: input.reason, amount });
    return { refundId, idempotencyKey, orderId, gateway, intentId: payment?.intentId ?? null, amount, reason: input.reason };
  });
}

/** The gateway refused (or could not be reached): the reservation is taken back, unless a webhook settled it meanwhile. */
async function releaseRefund(reservation: Reservation, failureMessage: string) {
  await shortTransaction(async (tx) => {
    const order = await lockOrder(tx, reservation.orderId);
    const released = await tx.refund.updateMany({ where: { id: reservation.refundId, status: 'pending' }, data: { status: 'failed', failureMessage } });
    if (released.count === 1) await moveRefunded(tx, order, subtract(ZERO, reservation.amount));
  });
}

async function completeRefund(reservation: Reservation, facts: RefundFacts) {
  await shortTransaction(async (tx) => {
    const order = await lockOrder(tx, reservation.orderId);
    await tx.refund.update({ where: { id: reservation.refundId }, data: { gatewayRefundId: facts.refundId } });
    if (facts.status !== 'succeeded') return;
    // Only from pending: a webhook that got here first has already marked it and told the shopper.
    const done = await tx.refund.updateMany({ where: { id: reservation.refundId, status: 'pending' }, data: { status: 'succeeded' } });
    if (done.count === 1) await notifyRefunded(tx, order, { id: reservation.refundId, reason: reservation.reason, amount: reservation.amount });
  });
}

/**
 * An admin's refund of a paid order: `amount` (default: all that is left) with a reason. Card payments go back
 * through the gateway that took them; cash on delivery is recorded as a manual refund. Returns the order after it.
 */
export async function refundOrder(viewer: ActorRef, input: RefundInput): Promise<Order> {
  const found = await prisma.order.findFirst({ where: orderWhere(input.orderId, viewer), select: { id: true } });
  if (!found) throw new AppError('not_found', ORDER_NOT_FOUND);
  const reservation = await reserveRefund(found.id, viewer, input);

  if (reservation.gateway !== 'MANUAL' && reservation.intentId) {
    let facts: RefundFacts;
    try {
      facts = await gatewayNamed(reservation.gateway).refund(reservation.intentId, reservation.amount, reservation.idempotencyKey);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[payments] refund ${reservation.refundId} of order ${found.id} failed at the gateway: ${message}`);
      await releaseRefund(reservation, message);
      throw new AppError('conflict', `The payment provider could not make the refund (${message}). Nothing was refunded.`);
    }
    if (facts.status === 'failed') {
      await releaseRefund(reservation, facts.failureMessage ?? 'Refund failed');
      throw new AppError('conflict', `The payment provider refused the refund: ${facts.failureMessage ?? 'no reason given'}. Nothing was refunded.`);
    }
    await completeRefund(reservation, facts);
  }
  return toOrder(await prisma.order.findUniqueOrThrow({ where: { id: found.id }, select: orderSelect }));
}

/** A refund as a gateway's webhook reports it. `shopRefundId` is the idempotency key the shop sent, when it made it. */
export type GatewayRefund = {
  refundId: string;
  intentId: string | null;
  amount: Money;
  /** Lower case, as Stripe writes it: 'lkr'. */
  currency: string;
  status: RefundFacts['status'];
  shopRefundId: string | null;
};

/**
 * A reported refund that would take refunded_amount past what was paid, or that differs from the shop's record of it,
 * is not applied: logged and the admins told (once: the event is claimed with this transaction), as for a payment
 * that cannot settle. Stripe never refunds more than it charged, so this is a report to look at, not money.
 */
async function refuseRefund(tx: Db, order: LockedOrder, reported: GatewayRefund, why: string) {
  console.error(`[payments] Stripe refund ${reported.refundId} of order ${order.orderNumber} not applied: ${why}`);
  await notify(tx, [
    {
      audience: 'ADMIN',
      type: 'payment',
      message: `Stripe refund ${reported.refundId} of ${formatRs(reported.amount)} for order ${order.orderNumber} was not applied: ${why}. Check it in the Stripe dashboard.`,
      meta: { orderId: order.orderNumber, refundId: reported.refundId },
    },
  ]);
}

/** Whether `amount` fits in what is left to refund on the locked order; if not, refused and reported. */
async function fitsWhatIsLeft(tx: Db, order: LockedOrder & { refundedAmount: { toFixed(digits: number): string } }, reported: GatewayRefund, amount: Money) {
  const left = refundLeft(moneyFromDecimal(order.total), moneyFromDecimal(order.refundedAmount));
  if (amount <= left) return true;
  await refuseRefund(tx, order, reported, `more than is left to refund (${formatRs(left)})`);
  return false;
}

async function reconcileOne(tx: Db, reported: GatewayRefund) {
  // Only a Stripe payment of this shop is refunded through Stripe: never a test-gateway payment or a manual refund.
  const payment = reported.intentId
    ? await tx.payment.findUnique({ where: { intentId: reported.intentId }, select: { id: true, orderId: true, gateway: true } })
    : null;
  if (payment?.gateway !== 'STRIPE' || reported.currency !== 'lkr') {
    console.error(`[payments] Stripe refund ${reported.refundId} names no Stripe payment in LKR of this shop; ignored`);
    return;
  }
  // The order's lock before looking for the refund: events about one order delivered at once (the same refund under
  // two event ids included) take turns, and each sees what the one before it recorded.
  const order = await lockOrder(tx, payment.orderId);
  const known =
    (await tx.refund.findUnique({ where: { gatewayRefundId: reported.refundId } })) ??
    (reported.shopRefundId ? await tx.refund.findUnique({ where: { idempotencyKey: reported.shopRefundId } }) : null);

  if (!known) {
    // Made in Stripe's dashboard: recorded as it stands, so refunded_amount follows the money that left.
    if (reported.status === 'failed' || !(await fitsWhatIsLeft(tx, order, reported, reported.amount))) return;
    const created = await tx.refund.create({
      data: {
        orderId: order.id,
        paymentId: payment.id,
        amount: toDecimalText(reported.amount),
        reason: DASHBOARD_REASON,
        gateway: 'STRIPE',
        gatewayRefundId: reported.refundId,
        idempotencyKey: `stripe-${reported.refundId}`,
        status: reported.status,
      },
    });
    await moveRefunded(tx, order, reported.amount);
    if (reported.status === 'succeeded') await notifyRefunded(tx, order, { id: created.id, reason: DASHBOARD_REASON, amount: reported.amount }, true);
    return;
  }

  const amount = moneyFromDecimal(known.amount);
  if (known.paymentId !== payment.id || amount !== reported.amount) {
    await refuseRefund(tx, order, reported, 'it does not match the refund the shop recorded');
    return;
  }
  if (!known.gatewayRefundId) await tx.refund.update({ where: { id: known.id }, data: { gatewayRefundId: reported.refundId } });
  if (reported.status === 'succeeded' && known.status !== 'succeeded') {
    // A refund released after a lost reply that Stripe made after all counts again, if it still fits.
    if (known.status === 'failed' && !(await fitsWhatIsLeft(tx, order, reported, amount))) return;
    await tx.refund.update({ where: { id: known.id }, data: { status: 'succeeded', failureMessage: null } });
    if (known.status === 'failed') await moveRefunded(tx, order, amount);
    await notifyRefunded(tx, order, { id: known.id, reason: known.reason, amount });
  } else if (reported.status === 'failed' && known.status !== 'failed') {
    await tx.refund.update({ where: { id: known.id }, data: { status: 'failed', failureMessage: 'The refund failed at Stripe' } });
    await moveRefunded(tx, order, subtract(ZERO, amount));
  }
}

/**
 * Stripe's refund webhooks (charge.refunded, refund.updated), once per event: each refund matched to the shop's by its
 * Stripe id or the idempotency key it carries, so the shop's own refunds are not counted again, a refund made in the
 * dashboard is recorded, and a refund that failed later gives its amount back to what is left to refund.
 */
export async function reconcileGatewayRefunds(refunds: GatewayRefund[], event: GatewayEvent): Promise<'reconciled' | 'duplicate_event'> {
  return shortTransaction(async (tx) => {
    if (!(await claimEvent(tx, event))) return 'duplicate_event';
    for (const refund of refunds) await reconcileOne(tx, refund);
    return 'reconciled';
  });
}
