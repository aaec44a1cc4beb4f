import { useTranslations } from 'next-intl';
import { NotFoundNotice } from '@/components/layout/not-found-notice';

/** An unknown product id: a 404 inside the shop's frame, 'Product not found'. */
export default function ProductNotFound() {
  const t = useTranslations('product.notFound');
  return (
    <NotFoundNotice
      heading={t('heading')}
      text={t('text')}
      ways={[
        { href: '/shop', label: t('browse') },
        { href: '/', label: t('home') },
      ]}
    />
  );
}
