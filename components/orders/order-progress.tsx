import { Check, CircleX } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { DeliveryStatus } from '@/lib/orders/types';
import { PROGRESS_STEPS, progressStep, stepState } from './order-display';
import { useStatusLabel } from './use-status-label';

const circle = {
  done: 'border-brand-700 bg-brand-700 text-white',
  current: 'border-brand-700 bg-white text-brand-800 ring-4 ring-brand-700/20',
  upcoming: 'border-gray-300 bg-white text-gray-600',
} as const;

/**
 * Where an order is on its way: pending → shipped → delivered, the current step marked (aria-current="step"),
 * the ones before it done. A cancelled order has no progress: it says 'Cancelled' instead. Shared by the
 * shopper's order page and the admin's order panel.
 */
export function OrderProgress({ status }: { status: DeliveryStatus }) {
  const t = useTranslations('orders.progress');
  const statusLabel = useStatusLabel();
  const current = progressStep(status);
  if (current === null) {
    return (
      <p className="flex items-center gap-2 rounded-md bg-red-50 px-4 py-3 text-sm text-red-800 ring-1 ring-red-600/20 ring-inset">
        <CircleX aria-hidden className="size-5 shrink-0" />
        <span>
          <strong className="font-semibold">{t('cancelled')}</strong>
          <span className="text-red-800">{t('cancelledText')}</span>
        </span>
      </p>
    );
  }
  return (
    <ol aria-label={t('label')} className="flex">
      {PROGRESS_STEPS.map((step, index) => {
        const state = stepState(index, current);
        return (
          <li
            key={step}
            aria-current={state === 'current' ? 'step' : undefined}
            // min-w-0 and break-words: a long label ('விநியோகிக்கப்பட்டது') wraps inside its third of a phone's width
            // instead of widening the row past the screen.
            className="relative flex min-w-0 flex-1 flex-col items-center text-center"
          >
            {index > 0 && (
              // The line from the previous step: coloured once this step is reached.
              <span
                aria-hidden
                className={`absolute top-4 right-1/2 -left-1/2 h-0.5 -translate-y-1/2 ${state === 'upcoming' ? 'bg-gray-300' : 'bg-brand-700'}`}
              />
            )}
            <span
              aria-hidden
              className={`relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-semibold ${circle[state]}`}
            >
              {state === 'done' ? <Check className="size-4" strokeWidth={3} /> : index + 1}
            </span>
            <span className={`mt-2 max-w-full text-sm break-words ${state === 'current' ? 'font-semibold text-gray-900' : 'text-gray-700'}`}>
              {statusLabel(step)}
              <span className="sr-only">{t(state)}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}
