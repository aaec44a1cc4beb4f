'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useEffect, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';

/**
 * The cart could not be read: 'Failed to fetch cart' (also as a toast) and a retry that reads it again (`retry`, else
 * the page is rendered again on the server).
 */
export function CartLoadError({ retry }: { retry?: () => Promise<void> }) {
  const t = useTranslations('cart.loadError');
  const router = useRouter();
  const [retrying, startTransition] = useTransition();

  const message = t('message');
  useEffect(() => {
    toast.error(message, { id: message });
  }, [message]);

  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">{message}</p>
      <p className="mt-2 text-sm text-gray-700">{t('text')}</p>
      <button
        type="button"
        disabled={retrying}
        onClick={() => startTransition(() => (retry ? retry() : router.refresh()))}
        className={`${buttonClassName('secondary')} mt-6`}
      >
        {retrying ? t('retrying') : t('retry')}
      </button>
    </div>
  );
}
