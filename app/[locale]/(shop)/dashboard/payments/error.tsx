'use client';

import { useTranslations } from 'next-intl';
import { PaymentsError } from '@/components/payments/payments-error';

export default function DashboardPaymentsError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('dashboard.payments');
  return <PaymentsError message={t('loadFailed')} retry={retry} />;
}
