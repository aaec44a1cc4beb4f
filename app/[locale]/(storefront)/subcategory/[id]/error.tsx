'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

/** Toasts on the subcategory screen last 3 seconds (4 elsewhere; docs/decisions.md, Screens). */
export default function SubcategoryError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('shop.subcategory');
  return <CatalogueError message={t('error')} reset={reset} toastDuration={3000} />;
}
