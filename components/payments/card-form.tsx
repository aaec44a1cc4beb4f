import { LoaderCircle, Lock } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';
import { formatRs, type Money } from '@/lib/money';
import type { PaymentOutcome } from './payment-outcome';
import type { PaymentIntent } from './use-payment-intent';

export type Payer = { name: string; email: string };

/** What the payment page hands either gateway's card form (the test gateway's field, or Stripe Elements). */
export type CardFormProps = {
  /** Null until the intent exists: the form shows, but cannot be submitted yet. */
  intent: PaymentIntent | null;
  payer: Payer;
  total: Money;
  submitting: boolean;
  /** Runs the gateway's card confirmation; the page then shows the outcome. */
  onConfirm: (confirm: () => Promise<PaymentOutcome>) => void;
};

type PayButtonProps = {
  total: Money;
  submitting: boolean;
  /** Whether the gateway and the intent's secret are there. */
  ready: boolean;
};

/** 'Pay Rs. {total}', 'Processing...' while the card is confirmed; disabled until it can be used. */
export function PayButton({ total, submitting, ready }: PayButtonProps) {
  const t = useTranslations('payments');
  const locale = useLocale();
  return (
    <button type="submit" disabled={!ready || submitting} className={`${buttonClassName()} w-full py-3`}>
      {submitting ? (
        <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
      ) : (
        <Lock aria-hidden className="size-4" />
      )}
      {submitting ? t('processing') : t('pay', { amount: formatRs(total, locale) })}
    </button>
  );
}
