import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { languageAlternates } from '@/lib/i18n/alternates';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('terms.meta');
  return {
    title: t('title'),
    description: t('description'),
    alternates: languageAlternates('/terms&conditions', await getLocale()),
  };
}

/** The tags the terms' messages use for bold text and links. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  mail: (chunks: ReactNode) => <a href={`mailto:${SHOP_CONTACT.email}`}>{chunks}</a>,
  contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
  shipping: (chunks: ReactNode) => <Link href="/shipping&returns">{chunks}</Link>,
};

/** The footer's /termsconditions redirects here (308), so the page has one canonical URL. */
export default async function TermsAndConditionsPage() {
  const t = await getTranslations('terms');
  return (
    <StaticPage title={t('title')} lastUpdated="2026-11-23" intro={t('intro')}>
      <Prose>
        <h2>{t('who.heading')}</h2>
        <p>{t('who.text', { company: SHOP_CONTACT.company, address: SHOP_CONTACT.address })}</p>

        <h2>{t('account.heading')}</h2>
        <ul>
          <li>{t('account.needed')}</li>
          <li>{t('account.email')}</li>
          <li>{t('account.password')}</li>
          <li>{t('account.suspend')}</li>
        </ul>

        <h2>{t('products.heading')}</h2>
        <ul>
          <li>{t('products.prices')}</li>
          <li>{t('products.pictures')}</li>
          <li>{t('products.stock')}</li>
        </ul>

        <h2>{t('orders.heading')}</h2>
        <p>{t('orders.text')}</p>

        <h2>{t('payment.heading')}</h2>
        <ul>
          <li>{t.rich('payment.cash', tags)}</li>
          <li>{t.rich('payment.card', tags)}</li>
          <li>{t.rich('payment.coupons', tags)}</li>
        </ul>

        <h2>{t('delivery.heading')}</h2>
        <p>{t.rich('delivery.text', tags)}</p>

        <h2>{t('cancellations.heading')}</h2>
        <p>{t.rich('cancellations.text', tags)}</p>

        <h2>{t('reviews.heading')}</h2>
        <p>{t('reviews.text')}</p>

        <h2>{t('website.heading')}</h2>
        <p>{t('website.text')}</p>

        <h2>{t('responsibility.heading')}</h2>
        <p>{t('responsibility.text')}</p>

        <h2>{t('changes.heading')}</h2>
        <p>{t('changes.text')}</p>

        <h2>{t('law.heading')}</h2>
        <p>{t('law.text')}</p>

        <h2>{t('contact.heading')}</h2>
        <p>{t.rich('contact.text', { ...tags, email: SHOP_CONTACT.email, phone: SHOP_CONTACT.phone })}</p>
      </Prose>
    </StaticPage>
  );
}
