'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

export default function ProductError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('product');
  return <CatalogueError message={t('error')} reset={reset} />;
}
