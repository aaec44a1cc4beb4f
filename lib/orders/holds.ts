import 'server-only';
import { type ProductChange, revalidateProducts } from '@/lib/catalog/revalidate';
import { config } from '@/lib/config';
import { backgroundLoop } from '@/lib/db/background-loop';
import { prisma, type Db } from '@/lib/db/client';
import { shortTransaction } from '@/lib/db/transaction';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { notify } from '@/lib/notifications/notify';
import { activeGateway } from '@/lib/gateway';
import { lockAccount } from './account-lock';
import { enqueueOrderMail } from './order-mails';
import { awaitsCardPayment } from './payable';
import { releaseOrder } from './release';
import { isPaidStatus, PAID_PAYMENT_STATUSES } from './statuses';
import type { Order } from './types';

/**
 * Stock holds (docs/decisions.md): a card order keeps its stock for ORDER_HOLD_MINUTES while it waits for payment;
 * then the sweep cancels it like a cancellation does (stock and coupon use back), cancels its payment intent and
 * tells the shopper and the admins. Cash on delivery is unpaid by design until the door, so it is not held.
 * One account may have MAX_OPEN_UNPAID_ORDERS held orders at once.
 */


const MINUTE = 60_000;
const SWEEP_INTERVAL_MS = MINUTE;
const BATCH = 100;

/** A card order that still holds stock while waiting for its payment (a declined card leaves it so). */
const HELD = { paymentMethod: 'CARD', paymentStatus: { notIn: [...PAID_PAYMENT_STATUSES] }, deliveryStatus: 'pending' } satisfies Prisma.OrderWhereInput;

const holdMinutes = () => config().orderHoldMinutes;
/** Orders placed at or before this have outlived their hold. */
const holdCutoff = (now: Date) => new Date(now.getTime() - holdMinutes() * MINUTE);

export const holdExpiredMessage = () =>
  `This order expired: it was not paid within ${holdMinutes()} minutes, so its items were released. Please order again.`;

export const unpaidCapMessage = (cap: number) =>
  `You already have ${cap} unpaid card orders: pay or cancel one of them before placing another`;

/** Whether an order's hold is over: an unpaid card order placed longer ago than the hold (swept or not yet). */
export function holdExpired(
  order: { paymentMethod: string; paymentStatus: string; createdAt: Date },
  now = new Date(),
): boolean {
  return order.paymentMethod === 'CARD' && !isPaidStatus(order.paymentStatus) && order.createdAt <= holdCutoff(now);
}

/**
 * When the shopper must have paid a held order by, for its page; null for an order that holds nothing (cash on
 * delivery, paid, shipped or cancelled).
 */
export function payByOf(order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'deliveryStatus' | 'createdAt'>): Date | null {
  if (!awaitsCardPayment(order) || order.deliveryStatus !== 'pending') return null;
  return new Date(order.createdAt.getTime() + holdMinutes() * MINUTE);
}

/**
 * Refuses (409) a card order from an account that already has MAX_OPEN_UNPAID_ORDERS held ones, inside the order's
 * transaction. The account's row lock makes its orders pass here one at a time, so two at once cannot both fit.
 */
export async function assertRoomForUnpaidOrder(db: Db, userId: string, paymentMethod: 'card' | 'cod', now = new Date()): Promise<void> {
  const cap = config().maxOpenUnpaidOrders;
  if (paymentMethod !== 'card' || cap === 0) return;
  await lockAccount(db, userId);
  const open = await db.order.count({ where: { userId, ...HELD, createdAt: { gt: holdCutoff(now) } } });
  if (open >= cap) throw new AppError('conflict', unpaidCapMessage(cap));
}

/** Thrown inside a release's transaction to roll it back: the order was paid or changed meanwhile. */
class NoLongerHeld extends Error {}

/**
 * Cancels one expired order and gives back what it held; the intents to cancel at the gateway and the stock it
 * returned, or null when the order was paid, cancelled or changed meanwhile (another instance's sweep, the shopper, a payment). Locks products
 * and the coupon before the order row, as a shopper's or an admin's cancellation does, so they cannot deadlock.
 */
async function releaseHold(orderId: string, cutoff: Date): Promise<{ intents: string[]; stockChanges: ProductChange[] } | null> {
  try {
    return await shortTransaction(async (tx) => {
      const order = await tx.order.findUnique({
        where: { id: orderId },
        select: {
          orderNumber: true,
          userId: true,
          couponId: true,
          paymentStatus: true,
          items: { select: { productId: true, name: true, quantity: true } },
          payments: { where: { status: { not: 'succeeded' } }, select: { intentId: true, gateway: true } },
        },
      });
      if (!order) return null;
      const stockChanges = await releaseOrder(tx, order);
      // Only while still held and expired: of two sweeps, or a sweep and a payment, one wins and the other rolls back.
      const cancelled = await tx.order.updateMany({ where: { id: orderId, ...HELD, createdAt: { lte: cutoff } }, data: { deliveryStatus: 'cancelled' } });
      if (cancelled.count === 0) throw new NoLongerHeld();
      // A declined payment keeps its reason; one still waiting ends here.
      await tx.payment.updateMany({
        where: { orderId, status: 'pending' },
        data: { status: 'failed', failureMessage: 'Cancelled: the order was not paid in time' },
      });
      const minutes = holdMinutes();
      const meta = { orderId: order.orderNumber, delivery_status: 'cancelled', payment_status: order.paymentStatus };
      await notify(tx, [
        ...(order.userId
          ? [
              {
                audience: 'USER' as const,
                type: 'order' as const,
                userId: order.userId,
                message: `Your order ${order.orderNumber} was cancelled: it was not paid within ${minutes} minutes, so its items were released`,
                meta,
              },
            ]
          : []),
        { audience: 'ADMIN', type: 'order', message: `Order ${order.orderNumber} was cancelled: not paid within ${minutes} minutes, its stock was released`, meta },
      ]);
      await enqueueOrderMail(tx, orderId, { kind: 'cancelled', by: 'unpaid' });
      // Intents of a gateway the shop no longer uses are out of reach (their orders are cancelled all the same).
      const intents = order.payments.filter((payment) => payment.gateway === activeGateway().name).map((payment) => payment.intentId);
      return { intents, stockChanges };
    });
  } catch (error) {
    if (error instanceof NoLongerHeld) return null;
    throw error;
  }
}

/**
 * Cancels every card order whose hold ended by `now` (at most BATCH a run) and returns how many. Safe to run on
 * several instances at once: each order is cancelled once. The gateway's intents are cancelled after the commit
 * (nothing slow inside a transaction); a payment that slips in between is settled and flagged for a refund.
 */
export async function releaseExpiredHolds(now = new Date()): Promise<number> {
  const cutoff = holdCutoff(now);
  const expired = await prisma.order.findMany({
    where: { ...HELD, createdAt: { lte: cutoff } },
    orderBy: { createdAt: 'asc' },
    take: BATCH,
    select: { id: true },
  });
  let released = 0;
  const stockChanges: ProductChange[] = [];
  for (const { id } of expired) {
    const release = await releaseHold(id, cutoff);
    if (!release) continue;
    released += 1;
    stockChanges.push(...release.stockChanges);
    for (const intentId of release.intents) {
      await activeGateway()
        .cancelIntent(intentId)
        .catch((error: unknown) => console.error(`[orders] could not cancel payment intent ${intentId}: ${error instanceof Error ? error.message : String(error)}`));
    }
  }
  revalidateProducts(stockChanges);
  return released;
}

const sweep = backgroundLoop('orders hold sweep', SWEEP_INTERVAL_MS, releaseExpiredHolds);

/** Starts this web server process's sweep of expired holds, every minute (instrumentation.ts). */
export const startHoldSweep = () => sweep.start();
