import { z } from 'zod';

const ORDER_ID = 'Order ID is required';
const AMOUNT = 'Amount must be a positive number of rupees';

/** The documented body. `amount` is only checked against the order's own total; `email` is not used (the order's is). */
export const createIntentSchema = z.object({
  orderId: z.string({ error: ORDER_ID }).trim().min(1, ORDER_ID).max(64, 'Order not found'),
  amount: z.coerce.number({ error: AMOUNT }).positive(AMOUNT).finite(AMOUNT).optional(),
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
