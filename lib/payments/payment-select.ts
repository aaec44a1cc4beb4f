import type { Prisma } from '@/lib/generated/prisma/client';
import { moneyFromDecimal } from '@/lib/money';
import type { Payment } from './types';

/** What is read of a payment, with its order's number and payer, and its mapping to the domain's Payment. */
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

type PaymentRow = Prisma.PaymentGetPayload<{ select: typeof paymentSelect }>;

/** The payer's name and e-mail are the order's, so a deleted account's payments still say who paid. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    intentId: row.intentId,
    gateway: row.gateway === 'STRIPE' ? 'stripe' : 'test',
    order: { id: row.order.id, number: row.order.orderNumber },
    payer: { id: row.userId, name: row.order.userName, email: row.order.userEmail },
    amount: moneyFromDecimal(row.amount),
    currency: row.currency,
    status: row.status,
    failureMessage: row.failureMessage,
    receiptUrl: row.receiptUrl,
    createdAt: row.createdAt,
  };
}
