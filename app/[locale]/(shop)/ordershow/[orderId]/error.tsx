'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

export default function OrderError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('orders.detail');
  return <CatalogueError message={t('loadError')} reset={reset} />;
}
