'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

/** Reading the cart or the addresses failed: the cart's failure message, with Try again. */
export default function CheckoutError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('checkout');
  return <CatalogueError message={t('loadError')} reset={reset} />;
}
