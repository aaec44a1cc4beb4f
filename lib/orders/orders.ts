import 'server-only';
import type { ActorRef } from '@/lib/auth/actor';
import { revalidateProducts } from '@/lib/catalog/revalidate';
import { prisma } from '@/lib/db/client';
import { shortTransaction } from '@/lib/db/transaction';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { notify, type NotificationInput } from '@/lib/notifications/notify';
import { lockAccount } from './account-lock';
import { shopperCanCancel } from './cancellation';
import { fulfilmentAfter, shipmentProblem } from './fulfilment';
import { enqueueStatusMails } from './order-mails';
import { orderSelect, toOrder } from './order-select';
import { reinstateOrder, releaseOrder } from './release';
import { repeatedCancellationNotices } from './repeated-cancellations';
import { isPaidStatus, PAID_PAYMENT_STATUSES } from './statuses';
import type { Order, OrderChanges } from './types';

export const ORDER_NOT_FOUND = 'Order not found';


/** By its id or its 'ORD-...' number; someone else's order is "not found", never "forbidden". */
export function orderWhere(idOrNumber: string, viewer: ActorRef): Prisma.OrderWhereInput {
  const which = idOrNumber.startsWith('ORD-') ? { orderNumber: idOrNumber } : { id: idOrNumber };
  return viewer.role === 'ADMIN' ? which : { ...which, userId: viewer.id };
}

export async function getOrder(idOrNumber: string, viewer: ActorRef): Promise<Order> {
  const order = await prisma.order.findFirst({ where: orderWhere(idOrNumber, viewer), select: orderSelect });
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND);
  return toOrder(order);
}

/** Who hears about a status change: the shopper when the shop changed their order, the admins when the shopper cancelled. */
function statusChangeNotices(
  order: { orderNumber: string; userId: string | null; userName: string; deliveryStatus: string; paymentStatus: string },
  viewer: ActorRef,
  delivery: string,
  payment: string,
): NotificationInput[] {
  const meta = { orderId: order.orderNumber, delivery_status: delivery, payment_status: payment };
  if (viewer.role !== 'ADMIN') {
    return [{ audience: 'ADMIN', type: 'order', message: `Order ${order.orderNumber} was cancelled by ${order.userName}`, meta }];
  }
  if (!order.userId) return [];
  const notices: NotificationInput[] = [];
  if (delivery !== order.deliveryStatus) {
    notices.push({ audience: 'USER', type: 'order', userId: order.userId, message: `Your order ${order.orderNumber} is now ${delivery}`, meta });
  }
  if (payment !== order.paymentStatus) {
    notices.push({ audience: 'USER', type: 'payment', userId: order.userId, message: `Payment of your order ${order.orderNumber} is now ${payment}`, meta });
  }
  return notices;
}

/**
 * Admins set the delivery and payment statuses freely; shipping takes the courier and tracking number, and the
 * shipped and delivered dates follow the delivery status (fulfilment.ts). A shopper may only cancel their own order
 * while it is pending, unshipped and unpaid; payment fields come only from the payment provider. Cancelling
 * returns the reserved stock and an unpaid order's coupon use; moving an order out of cancelled takes them again
 * (refused if the stock is gone).
 */
export async function updateOrder(idOrNumber: string, viewer: ActorRef, changes: OrderChanges): Promise<Order> {
  if (viewer.role !== 'ADMIN') {
    if (changes.paymentStatus !== undefined || changes.paymentId !== undefined) {
      throw new AppError('forbidden', 'Payment details are set by the payment provider, not by shoppers');
    }
    if (changes.deliveryStatus !== 'cancelled' || changes.courier !== undefined || changes.trackingNumber !== undefined) {
      throw new AppError('forbidden', 'You can only cancel your order');
    }
  }
  const shipment = { courier: changes.courier, trackingNumber: changes.trackingNumber };
  const problem = shipmentProblem(changes.deliveryStatus, shipment);
  if (problem) throw new AppError('invalid', problem);
  const { order, stockChanges } = await shortTransaction(async (tx) => {
    const byShopper = viewer.role !== 'ADMIN';
    // Before the products and the coupon, as placing an order locks them: the shopper's cancellations are counted in turn.
    if (byShopper) await lockAccount(tx, viewer.id);
    const current = await tx.order.findFirst({
      where: orderWhere(idOrNumber, viewer),
      select: {
        id: true,
        orderNumber: true,
        userId: true,
        userName: true,
        userEmail: true,
        deliveryStatus: true,
        paymentStatus: true,
        couponId: true,
        courier: true,
        trackingNumber: true,
        shippedAt: true,
        deliveredAt: true,
        items: { select: { productId: true, name: true, quantity: true } },
      },
    });
    if (!current) throw new AppError('not_found', ORDER_NOT_FOUND);
    // Refunds own these statuses: marking a refunded order completed by hand would hide the money given back.
    if (changes.paymentStatus !== undefined && changes.paymentStatus !== current.paymentStatus && isPaidStatus(current.paymentStatus) && current.paymentStatus !== 'completed') {
      throw new AppError('conflict', 'This order has refunds: its payment status follows them');
    }
    if (byShopper && !shopperCanCancel(current)) {
      throw new AppError('conflict', 'This order can no longer be cancelled');
    }
    const next = changes.deliveryStatus ?? current.deliveryStatus;
    const now = new Date();
    const stock =
      current.deliveryStatus !== 'cancelled' && next === 'cancelled'
        ? { notices: [], changes: await releaseOrder(tx, current) }
        : current.deliveryStatus === 'cancelled' && next !== 'cancelled'
          ? await reinstateOrder(tx, current)
          : { notices: [], changes: [] };
    // Only where the status is still what was read: two admins changing one order cannot both move stock, and a
    // shopper's cancellation cannot land on an order that was paid while it was under way.
    const updated = await tx.order.updateMany({
      where: {
        id: current.id,
        deliveryStatus: current.deliveryStatus,
        ...(byShopper && { paymentStatus: { notIn: [...PAID_PAYMENT_STATUSES] } }),
      },
      data: {
        deliveryStatus: next,
        ...(changes.paymentStatus !== undefined && { paymentStatus: changes.paymentStatus }),
        ...(changes.paymentId !== undefined && { paymentId: changes.paymentId }),
        ...(changes.deliveryStatus !== undefined && fulfilmentAfter(current, next, shipment, now)),
        ...(byShopper && { shopperCancelledAt: now }),
      },
    });
    if (updated.count === 0) throw new AppError('conflict', 'The order changed meanwhile: reload and try again');
    const repeated = byShopper
      ? await repeatedCancellationNotices(tx, { id: viewer.id, name: current.userName, email: current.userEmail }, current.orderNumber, now)
      : [];
    await notify(tx, [...statusChangeNotices(current, viewer, next, changes.paymentStatus ?? current.paymentStatus), ...stock.notices, ...repeated]);
    const order = await tx.order.findUniqueOrThrow({ where: { id: current.id }, select: orderSelect });
    await enqueueStatusMails(tx, toOrder(order), current, viewer.role === 'ADMIN' ? 'shop' : 'shopper', changes);
    return { order, stockChanges: stock.changes };
  });
  revalidateProducts(stockChanges);
  return toOrder(order);
}
