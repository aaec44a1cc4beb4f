import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * A payment as the API and pages show it, in SPEC.md's shape: `orderId` is the order's 'ORD-...' number,
 * `userId` the payer's name and e-mail (as on the order, so a deleted account's payments still say who paid),
 * `amount` in rupees, `currency` 'LKR'.
 */

export const paymentSelect = {
  id: true,
  intentId: true,
  gateway: true,
  amount: true,
  currency: true,
  status: true,
  receiptUrl: true,
  failureMessage: true,
  createdAt: true,
  userId: true,
  order: { select: { id: true, orderNumber: true, userName: true, userEmail: true } },
} satisfies Prisma.PaymentSelect;

type SelectedPayment = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

export type PaymentJson = {
  _id: string;
  orderId: string;
  order_id: string;
  paymentIntentId: string;
  gateway: 'stripe' | 'test';
  userId: { _id: string | null; name: string; email: string };
  amount: number;
  currency: string;
  status: SelectedPayment['status'];
  failure_message: string | null;
  receipt_url: string | null;
  createdAt: string;
};

export function toPaymentJson(payment: SelectedPayment): PaymentJson {
  return {
    _id: payment.id,
    orderId: payment.order.orderNumber,
    order_id: payment.order.id,
    paymentIntentId: payment.intentId,
    gateway: payment.gateway === 'STRIPE' ? 'stripe' : 'test',
    userId: { _id: payment.userId, name: payment.order.userName, email: payment.order.userEmail },
    amount: payment.amount.toNumber(),
    currency: payment.currency,
    status: payment.status,
    failure_message: payment.failureMessage,
    receipt_url: payment.receiptUrl,
    createdAt: payment.createdAt.toISOString(),
  };
}
