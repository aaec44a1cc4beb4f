import type { BadgeTone } from '@/components/ui/badge';
import type { PaymentJson } from '@/lib/payments/payment-json';

/**
 * The payment history's rules (SPEC.md sections 4 and 9), shared by the shopper's and the admin's table: the
 * search, the page size and the status colours. Plain functions, so they are tested without a browser.
 */

export const PAYMENTS_PER_PAGE = 10;

/** Whether the payment's order id, payer name or payer e-mail contains the search text, ignoring case. */
export function matchesPaymentSearch(payment: PaymentJson, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [payment.orderId, payment.userId.name, payment.userId.email].some((value) => value.toLowerCase().includes(needle));
}

export function filterPayments(payments: PaymentJson[], search: string): PaymentJson[] {
  return payments.filter((payment) => matchesPaymentSearch(payment, search));
}

/** Succeeded green, pending yellow, anything else (failed) red. */
export function paymentStatusTone(status: string): BadgeTone {
  if (status === 'succeeded') return 'green';
  return status === 'pending' ? 'yellow' : 'red';
}
