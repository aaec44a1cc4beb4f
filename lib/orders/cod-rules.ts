import { formatRs, type Money } from '@/lib/money';

/**
 * Cash on delivery is trusted credit: the shop sends the goods and is paid at the door, if at all. These rules bound
 * what one account can take that way (docs/decisions.md, Stock holds); lib/orders/cod-limits.ts applies them inside
 * the order's transaction. Pure: no server-only imports. A cap of 0 (or null for the value) means no cap.
 */

// Each refusal is one whole sentence with plain placeholders, so that its Sinhala and Tamil can be looked up
// (messages/api/*.json; lib/i18n/server-messages.test.ts reads them from here).

/** The refusal of a cash-on-delivery order when the account already has `cap` of them waiting for delivery. */
export function openCodOrdersProblem(open: number, cap: number): string | null {
  if (cap === 0 || open < cap) return null;
  return `You can have at most ${cap} cash-on-delivery orders waiting for delivery. Please wait until one arrives, cancel one, or pay for this order by card.`;
}

/** The refusal of `ordering` more units of a product when the account's undelivered cash-on-delivery orders hold `held`. */
export function unitsPerProductProblem(product: { name: string; ordering: number; held: number }, cap: number): string | null {
  if (cap === 0 || product.held + product.ordering <= cap) return null;
  const { name, held } = product;
  const room = Math.max(0, cap - held);
  if (held === 0) return `You can have at most ${cap} of ${name} in cash-on-delivery orders waiting for delivery. Please order at most ${room}, or pay by card.`;
  if (room > 0) {
    return `You can have at most ${cap} of ${name} in cash-on-delivery orders waiting for delivery (${held} already on the way to you). Please order at most ${room}, or pay by card.`;
  }
  return `You can have at most ${cap} of ${name} in cash-on-delivery orders waiting for delivery (${held} already on the way to you). Please pay by card, or wait until they arrive.`;
}

/** The refusal of a cash-on-delivery order whose total is above the shop's maximum (none when `max` is undefined). */
export function codOrderValueProblem(total: Money, max: Money | undefined): string | null {
  if (max === undefined || total <= max) return null;
  return `Cash on delivery is available for orders up to ${formatRs(max)}. Please pay for this order by card.`;
}

/** Whether this cancellation is the one that tells the admins: the `threshold`-th within the window, so they hear once. */
export function cancellationAlertDue(cancellationsInWindow: number, threshold: number): boolean {
  return threshold > 0 && cancellationsInWindow === threshold;
}
