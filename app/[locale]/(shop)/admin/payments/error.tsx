'use client';

import { useTranslations } from 'next-intl';
import { PaymentsError } from '@/components/payments/payments-error';

export default function AdminPaymentsError({ retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('admin.payments.page');
  return <PaymentsError message={t('loadFailed')} retry={retry} />;
}
