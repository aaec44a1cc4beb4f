/**
 * An order's statuses (docs/decisions.md, Orders), without zod, so the admin screen's selects list the same values as
 * the schema that checks them.
 */
export const DELIVERY_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'partially_refunded', 'refunded'] as const;
/** What an admin may set by hand; the refund statuses are set only by refunds (lib/payments/refunds.ts). */
export const SETTABLE_PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
/** The statuses of an order that was paid: a refund never makes it payable, cancellable by the shopper or held again. */
export const PAID_PAYMENT_STATUSES = ['completed', 'partially_refunded', 'refunded'] as const;

export function isPaidStatus(status: string): boolean {
  return (PAID_PAYMENT_STATUSES as readonly string[]).includes(status);
}
