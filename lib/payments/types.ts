import type { Money } from '@/lib/money';

/**
 * Card payments as the shop speaks of them. Pure types: the payment screens (client components) use them too.
 */

export type PaymentRecordStatus = 'pending' | 'succeeded' | 'failed';

export type Payment = {
  id: string;
  /** The gateway's payment intent id. */
  intentId: string;
  gateway: 'stripe' | 'test';
  /** The order paid, by its id and its 'ORD-...' number. */
  order: { id: string; number: string };
  /** Who paid: the account (null once deleted) with the name and e-mail on the order. */
  payer: { id: string | null; name: string; email: string };
  amount: Money;
  currency: string;
  status: PaymentRecordStatus;
  failureMessage: string | null;
  receiptUrl: string | null;
  createdAt: Date;
};
