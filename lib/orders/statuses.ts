/**
 * An order's statuses (docs/decisions.md, Orders), without zod, so the admin screen's selects list the same values as
 * the schema that checks them.
 */
export const DELIVERY_STATUSES = ['pending', 'shipped', 'delivered', 'cancelled'] as const;
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed'] as const;
