import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { languageAlternates } from '@/lib/i18n/alternates';
import { formatRs } from '@/lib/money';
import { DELIVERY_FEES } from '@/lib/orders/delivery-fees';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('shipping.meta');
  return {
    title: t('title'),
    description: t('description'),
    alternates: languageAlternates('/shipping&returns', await getLocale()),
  };
}

/** The tags the policy's messages use for bold text and links. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  mail: (chunks: ReactNode) => <a href={`mailto:${SHOP_CONTACT.email}`}>{chunks}</a>,
  contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
  orders: (chunks: ReactNode) => <Link href="/orders">{chunks}</Link>,
};

/** The footer's /shippingreturns redirects here (308), so the page has one canonical URL. */
export default async function ShippingAndReturnsPage() {
  const [t, locale] = await Promise.all([getTranslations('shipping'), getLocale()]);
  return (
    <StaticPage title={t('title')} lastUpdated="2026-11-23" intro={t('intro')}>
      <Prose>
        <h2>{t('delivery.heading')}</h2>
        <p>{t.rich('delivery.text', tags)}</p>

        <h3>{t('fees.heading')}</h3>
        <ul>
          <li>{t.rich('fees.cart', { ...tags, fee: formatRs(DELIVERY_FEES.cart, locale) })}</li>
          <li>{t.rich('fees.buyNow', { ...tags, fee: formatRs(DELIVERY_FEES.buy_now, locale) })}</li>
        </ul>
        <p>{t('fees.note')}</p>

        <h3>{t('following.heading')}</h3>
        <p>{t.rich('following.text', tags)}</p>

        <h3>{t('courier.heading')}</h3>
        <p>{t('courier.text')}</p>

        <h2>{t('returns.heading')}</h2>
        <p>{t.rich('returns.p1', tags)}</p>
        <p>{t('returns.p2')}</p>

        <h2>{t('exchanges.heading')}</h2>
        <p>{t('exchanges.text')}</p>

        <h2>{t('start.heading')}</h2>
        <ol>
          <li>{t.rich('start.step1', { ...tags, email: SHOP_CONTACT.email })}</li>
          <li>{t('start.step2')}</li>
          <li>{t('start.step3')}</li>
          <li>{t('start.step4')}</li>
        </ol>
      </Prose>
    </StaticPage>
  );
}
