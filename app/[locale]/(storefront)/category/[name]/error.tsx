'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

export default function CategoryError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('shop.category');
  return <CatalogueError message={t('error')} reset={reset} />;
}
