import { useTranslations } from 'next-intl';
import { NotFoundNotice } from '@/components/layout/not-found-notice';

/** An unknown subcategory id: 'Subcategory not found', with a 404 status (notFound() in the page). */
export default function SubcategoryNotFound() {
  const t = useTranslations('shop');
  return (
    <NotFoundNotice
      heading={t('subcategory.notFound')}
      text={t('subcategory.notFoundText')}
      ways={[
        { href: '/', label: t('home') },
        { href: '/shop', label: t('shop') },
      ]}
    />
  );
}
