import { toRupees } from '@/lib/money';
import type { Payment } from './types';

/**
 * A payment as the API shows it, the shop's documented reply shape: `orderId` is the order's 'ORD-...' number,
 * `userId` the payer's name and e-mail (as on the order), `amount` in rupees, `currency` 'LKR'.
 */
export type PaymentJson = {
  _id: string;
  orderId: string;
  order_id: string;
  paymentIntentId: string;
  gateway: Payment['gateway'];
  userId: { _id: string | null; name: string; email: string };
  amount: number;
  currency: string;
  status: Payment['status'];
  failure_message: string | null;
  receipt_url: string | null;
  createdAt: string;
};

export function toPaymentJson(payment: Payment): PaymentJson {
  return {
    _id: payment.id,
    orderId: payment.order.number,
    order_id: payment.order.id,
    paymentIntentId: payment.intentId,
    gateway: payment.gateway,
    userId: { _id: payment.payer.id, name: payment.payer.name, email: payment.payer.email },
    amount: toRupees(payment.amount),
    currency: payment.currency,
    status: payment.status,
    failure_message: payment.failureMessage,
    receipt_url: payment.receiptUrl,
    createdAt: payment.createdAt.toISOString(),
  };
}
