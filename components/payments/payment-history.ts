import type { BadgeTone } from '@/components/ui/badge';

/** A payment status's colour and words, shared by the payment tables and the admin's customer page. */

/** Succeeded green, pending yellow, anything else (failed) red. */
export function paymentStatusTone(status: string): BadgeTone {
  if (status === 'succeeded') return 'green';
  return status === 'pending' ? 'yellow' : 'red';
}

/**
 * A payment's status as a table shows it: the shop's three in the page's language (`status` of the `payments`
 * messages), anything else (a gateway's own word) as it is.
 */
export function paymentStatusText(status: string, t: (key: `status.${'succeeded' | 'pending' | 'failed'}`) => string): string {
  return status === 'succeeded' || status === 'pending' || status === 'failed' ? t(`status.${status}`) : status;
}
