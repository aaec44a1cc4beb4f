'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';

type CatalogueErrorProps = {
  /** The screen's failure message. */
  message: string;
  reset: () => void;
  /** Toast duration in ms; the subcategory screen's toasts last 3 s. */
  toastDuration?: number;
};

/** What a catalogue page shows when reading the catalogue failed: the message (also as a toast) and a retry. */
export function CatalogueError({ message, reset, toastDuration }: CatalogueErrorProps) {
  const t = useTranslations('shop.catalogueError');
  useEffect(() => {
    toast.error(message, { id: message, duration: toastDuration });
  }, [message, toastDuration]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900">{message}</h1>
      <p className="mt-4 text-gray-700">{t('text')}</p>
      <button type="button" onClick={reset} className={`${buttonClassName()} mt-8`}>
        {t('retry')}
      </button>
    </section>
  );
}
