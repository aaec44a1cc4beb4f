import { useTranslations } from 'next-intl';
import { LoadingLine } from '@/components/auth/loading-line';

/** While the server reads the cart: the page's heading and a spinner line. */
export default function Loading() {
  const t = useTranslations('checkout');
  return (
    <section className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{t('title')}</h1>
      <div className="mt-6">
        <LoadingLine label={t('loading')} />
      </div>
    </section>
  );
}
