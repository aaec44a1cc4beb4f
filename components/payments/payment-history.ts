import type { BadgeTone } from '@/components/ui/badge';

/** Payment status colours (succeeded green, pending yellow, else red), shared by both payment tables. */

/** Succeeded green, pending yellow, anything else (failed) red. */
export function paymentStatusTone(status: string): BadgeTone {
  if (status === 'succeeded') return 'green';
  return status === 'pending' ? 'yellow' : 'red';
}

/** '1 payment', '1,234 payments': the count beside a payment list. */
export const paymentCount = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'payment' : 'payments'}`;
