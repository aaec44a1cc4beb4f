'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

/**
 * Reading the statistics failed: 'Failed to fetch stats', with Try again. In its own route group so that it covers
 * Static Data only, not the other admin sections below /admin.
 */
export default function StaticDataError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('admin.pages.staticData');
  return <CatalogueError message={t('loadFailed')} reset={reset} />;
}
