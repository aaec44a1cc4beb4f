import { z } from 'zod';
import { decimalInput } from '@/lib/http/numbers';
import { moneyFromRupees } from '@/lib/money';
import { REFUND_REASON_MAX } from './refund-rules';

const ORDER_ID = 'Order ID is required';
const AMOUNT = 'Amount must be a positive number of rupees';

/** The documented body. `amount` is only checked against the order's own total; `email` is not used (the order's is). */
export const createIntentSchema = z.object({
  orderId: z.string({ error: ORDER_ID }).trim().min(1, ORDER_ID).max(64, 'Order not found'),
  amount: z.preprocess(decimalInput, z.number({ error: AMOUNT }).positive(AMOUNT).optional()),
  email: z.unknown().optional(),
});
export type CreateIntentInput = z.output<typeof createIntentSchema>;

const INTENT_ID = 'paymentIntentId is required';
const CARD_NUMBER = 'Card number is required';

export const confirmPaymentSchema = z.object({
  paymentIntentId: z.string({ error: INTENT_ID }).trim().min(1, INTENT_ID).max(100, 'Payment not found'),
  cardNumber: z.string({ error: CARD_NUMBER }).trim().min(1, CARD_NUMBER).max(40, 'Your card number is invalid.'),
});
export type ConfirmPaymentInput = z.output<typeof confirmPaymentSchema>;

const REFUND_AMOUNT = 'Refund amount must be a number of rupees';
const REFUND_AMOUNT_POSITIVE = 'Refund amount must be more than Rs. 0';
const REFUND_AMOUNT_CENTS = 'Refund amount can have at most 2 decimals';
const REFUND_REASON = 'A reason for the refund is required';
const REFUND_REASON_LONG = `The reason can be at most ${REFUND_REASON_MAX} characters`;
/** Numbers beyond this are no order's total (Decimal(12,2)), and their cents are no longer exact. */
const MAX_REFUND_RUPEES = 9_999_999_999.99;

/**
 * POST /api/payments/refund. `amount` in rupees (a number, or its text from a form), at most two decimals; left out,
 * blank or null it is whatever is left to refund. That it is no more than is left is refundOrder's rule.
 */
export const refundSchema = z.object({
  orderId: z.string({ error: ORDER_ID }).trim().min(1, ORDER_ID).max(64, 'Order not found'),
  amount: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : decimalInput(value)),
    z
      .number({ error: REFUND_AMOUNT })
      .finite(REFUND_AMOUNT)
      .positive(REFUND_AMOUNT_POSITIVE)
      .max(MAX_REFUND_RUPEES, REFUND_AMOUNT)
      // 10.005 is not a sum of money; the tolerance only absorbs binary floats such as 0.1 + 0.2.
      .refine((rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6, REFUND_AMOUNT_CENTS)
      .transform(moneyFromRupees)
      .optional(),
  ),
  reason: z.string({ error: REFUND_REASON }).trim().min(1, REFUND_REASON).max(REFUND_REASON_MAX, REFUND_REASON_LONG),
});
export type RefundInput = z.output<typeof refundSchema>;
