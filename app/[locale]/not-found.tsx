import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { StorefrontFrame } from '@/components/layout/storefront-frame';
import { buttonClassName } from '@/components/ui/button-styles';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('metaTitle') };
}

// The root not-found renders outside the shop's layouts, so it draws the shop frame itself; like the cached pages'
// frame, it reads nothing of the request (a cached page that is not found renders it).
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <StorefrontFrame>
      <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
        <p className="text-sm font-semibold text-brand-800">404</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{t('heading')}</h1>
        <p className="mt-4 text-gray-700">{t('text')}</p>
        <div className="mt-8 flex justify-center gap-3">
          <Link href="/" className={buttonClassName()}>
            {t('home')}
          </Link>
          <Link href="/shop" className={buttonClassName('secondary')}>
            {t('shop')}
          </Link>
        </div>
      </section>
    </StorefrontFrame>
  );
}
