import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

/** An unknown payment, someone else's, or one without a receipt of the shop's: a 404. */
export default function ReceiptNotFound() {
  const t = useTranslations('payments.receipt');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-brand-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{t('notFound')}</h1>
      <p className="mt-4 text-gray-700">{t('notFoundText')}</p>
      <div className="mt-8 flex justify-center">
        <Link href="/dashboard/payments" className={buttonClassName()}>
          {t('history')}
        </Link>
      </div>
    </section>
  );
}
