import { useTranslations } from 'next-intl';
import { NotFoundNotice } from '@/components/layout/not-found-notice';

/** An unknown order id, or someone else's order: a 404 'Order not found' (docs/decisions.md, Orders). */
export default function OrderNotFound() {
  const t = useTranslations('orders.notFound');
  return (
    <NotFoundNotice
      heading={t('title')}
      text={t('text')}
      ways={[
        { href: '/orders', label: t('backToOrders') },
        { href: '/', label: t('home') },
      ]}
    />
  );
}
