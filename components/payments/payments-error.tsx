'use client';

import { RotateCw } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';

type PaymentsErrorProps = {
  /** The screen's failure message. */
  message: string;
  /** Reads the page again (error.tsx's retry). */
  retry: () => void;
};

/** A Payment History that could not be read, inside its account or admin area: the message (also a toast) and Retry. */
export function PaymentsError({ message, retry }: PaymentsErrorProps) {
  const t = useTranslations('payments.error');
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);

  return (
    <section aria-labelledby="payments-error-heading" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <h1 id="payments-error-heading" className="text-xl font-bold tracking-tight text-red-800">
        {message}
      </h1>
      <p className="mt-2 text-gray-700">{t('text')}</p>
      <button type="button" onClick={retry} className={`${buttonClassName()} mt-6`}>
        <RotateCw aria-hidden className="size-4" />
        {t('retry')}
      </button>
    </section>
  );
}
