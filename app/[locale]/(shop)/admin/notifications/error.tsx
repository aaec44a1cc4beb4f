'use client';

import { useTranslations } from 'next-intl';
import { CatalogueError } from '@/components/shop/catalogue-error';

export default function AdminNotificationsError({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('notifications');
  return <CatalogueError message={t('adminLoadFailed')} reset={reset} />;
}
