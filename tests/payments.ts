import { expect } from 'vitest';
import { PUT as updateOrderRoute } from '@/app/api/order/update/[id]/route';
import { GET as allPaymentsRoute } from '@/app/api/payments/admin/getall/route';
import { POST as confirmRoute } from '@/app/api/payments/confirm/route';
import { POST as createIntentRoute } from '@/app/api/payments/create-intent/route';
import { POST as refundRoute } from '@/app/api/payments/refund/route';
import { GET as receiptRoute } from '@/app/api/payments/receipt/[id]/route';
import { GET as userPaymentsRoute } from '@/app/api/payments/userpayments/route';
import { POST as webhookRoute } from '@/app/api/payments/webhook/route';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { call, type CallOptions } from './api';
import { addToCart, makeStockedProduct, placeOrder } from './orders';

/**
 * What the payments integration tests share: the payment routes called as Next calls them, a card order to pay, the
 * notifications a payment raised, and a snapshot of everything a payment touches (orders, payments, notifications,
 * webhook events) to show that a refused call changed nothing.
 */

type Db = PrismaClient;
type Shopper = { id: string; token: string; address: { id: string } };

export const createIntent = (json: unknown, options: CallOptions = {}) =>
  call(createIntentRoute, 'POST', '/api/payments/create-intent', { json, ...options });

export const confirmPayment = (json: unknown, options: CallOptions = {}) => call(confirmRoute, 'POST', '/api/payments/confirm', { json, ...options });

export const getReceipt = (id: string, options: CallOptions = {}) =>
  call(receiptRoute, 'GET', `/api/payments/receipt/${encodeURIComponent(id)}`, options, { id });

export const getUserPayments = (options: CallOptions = {}, query = '') =>
  call(userPaymentsRoute, 'GET', `/api/payments/userpayments${query}`, options);

export const getAllPayments = (options: CallOptions = {}, query = '') =>
  call(allPaymentsRoute, 'GET', `/api/payments/admin/getall${query}`, options);

export const postRefund = (json: unknown, options: CallOptions = {}) => call(refundRoute, 'POST', '/api/payments/refund', { json, ...options });

/** An order's refunds as stored, oldest first. */
export const refundsOf = (prisma: Db, orderId: string) => prisma.refund.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });

export const postWebhook = (options: CallOptions) => call(webhookRoute, 'POST', '/api/payments/webhook', options);

export const updateOrder = (id: string, json: unknown, options: CallOptions = {}) =>
  call(updateOrderRoute, 'PUT', `/api/order/update/${encodeURIComponent(id)}`, { json, ...options }, { id });

/** What the payment page sends after a card payment. */
export const paymentReport = (paymentId: string) => ({ delivery_status: 'pending', payment_status: 'completed', payment_id: paymentId });

/** The keys of a payment in every reply (lib/payments/payment-json.ts). */
export const PAYMENT_KEYS = [
  '_id',
  'amount',
  'createdAt',
  'currency',
  'failure_message',
  'gateway',
  'orderId',
  'order_id',
  'paymentIntentId',
  'receipt_url',
  'status',
  'userId',
];

export const CREATE_INTENT_KEYS = ['clientSecret', 'message', 'paymentIntentId', 'success'];

export type PlacedOrder = { _id: string; orderId: string; totalAmt: number };

/** A card order of `quantity` × Rs 250.00 from the cart, Rs 10 delivery: total 250 × quantity + 10. */
export async function placeCardOrder(prisma: Db, categoryId: string, shopper: Shopper, quantity = 1): Promise<PlacedOrder> {
  const product = await makeStockedProduct(prisma, categoryId, { name: 'Ceylon Black Tea', price: '250.00', stock: 100 });
  await addToCart(prisma, shopper.id, product.id, quantity);
  const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, paymentMethod: 'card' });
  expect(reply.status).toBe(201);
  return reply.body.data as PlacedOrder;
}

/** The notifications raised about one payment (their meta names the intent): ADMIN ones first, then by message. */
export async function notificationsAbout(prisma: Db, intentId: string) {
  const notifications = await prisma.notification.findMany();
  return notifications
    .filter((notification) => (notification.meta as { paymentId?: string } | null)?.paymentId === intentId)
    .map(({ audience, userId, message }) => ({ audience, userId, message }))
    .sort((a, b) => a.audience.localeCompare(b.audience) || a.message.localeCompare(b.message));
}

/** Everything a payment touches: equal snapshots mean nothing changed. */
export async function paymentsSnapshot(prisma: Db) {
  const [orders, payments, notifications, webhookEvents] = await Promise.all([
    prisma.order.findMany({ orderBy: { id: 'asc' } }),
    prisma.payment.findMany({ orderBy: { id: 'asc' } }),
    // Not pushedAt: live delivery may mark a stored notification at any time.
    prisma.notification.findMany({ orderBy: { id: 'asc' }, select: { id: true, audience: true, userId: true, message: true, read: true, meta: true } }),
    prisma.webhookEvent.findMany({ orderBy: { id: 'asc' } }),
  ]);
  return { orders, payments, notifications, webhookEvents };
}

/** The payments of one order, as stored. */
export const paymentsOf = (prisma: Db, orderId: string) => prisma.payment.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });

export const orderRow = (prisma: Db, id: string) => prisma.order.findUniqueOrThrow({ where: { id } });
