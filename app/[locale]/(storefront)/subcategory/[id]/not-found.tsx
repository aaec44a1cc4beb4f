import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

/** An unknown subcategory id: 'Subcategory not found', with a 404 status (notFound() in the page). */
export default function SubcategoryNotFound() {
  const t = useTranslations('shop');
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-brand-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{t('subcategory.notFound')}</h1>
      <p className="mt-4 text-gray-700">{t('subcategory.notFoundText')}</p>
      <div className="mt-8 flex justify-center gap-3">
        <Link href="/" className={buttonClassName()}>
          {t('home')}
        </Link>
        <Link href="/shop" className={buttonClassName('secondary')}>
          {t('shop')}
        </Link>
      </div>
    </section>
  );
}
