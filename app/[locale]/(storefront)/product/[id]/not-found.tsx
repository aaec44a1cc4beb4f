import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

/** An unknown product id: a 404 inside the shop's frame, 'Product not found'. */
export default function ProductNotFound() {
  const t = useTranslations('product.notFound');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-brand-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{t('heading')}</h1>
      <p className="mt-4 text-gray-700">{t('text')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/shop" className={buttonClassName()}>
          {t('browse')}
        </Link>
        <Link href="/" className={buttonClassName('secondary')}>
          {t('home')}
        </Link>
      </div>
    </section>
  );
}
