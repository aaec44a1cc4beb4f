import { useTranslations } from 'next-intl';
import { NotFoundNotice } from '@/components/layout/not-found-notice';

/** An unknown payment, someone else's, or one without a receipt of the shop's: a 404. */
export default function ReceiptNotFound() {
  const t = useTranslations('payments.receipt');
  return (
    <NotFoundNotice
      heading={t('notFound')}
      text={t('notFoundText')}
      ways={[{ href: '/dashboard/payments', label: t('history') }]}
    />
  );
}
