import type { OutcomeText } from './payment-outcome';

type OutcomeKey = 'failed' | 'declined' | 'unexpected' | 'status' | 'unknown';

/** The payment page's texts for a failed payment, from a translator of `payments.outcome`. */
export function outcomeText(t: (key: OutcomeKey, values?: { status: string }) => string): OutcomeText {
  return {
    failed: t('failed'),
    declined: t('declined'),
    unexpected: t('unexpected'),
    status: (status) => t('status', { status: status ?? t('unknown') }),
  };
}
