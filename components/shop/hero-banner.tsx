import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

export function HeroBanner() {
  const t = useTranslations('shop.hero');
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-br from-brand-100 via-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">
          {t('heading')}
        </h1>
        <p className="mt-4 max-w-xl text-lg text-gray-700">
          {t('text')}
        </p>
        <Link href="/shop" className={`${buttonClassName()} mt-8 px-6 py-3 text-base`}>
          {t('cta')}
        </Link>
      </div>
    </section>
  );
}
