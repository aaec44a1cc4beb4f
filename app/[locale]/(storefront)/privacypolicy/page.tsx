import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { languageAlternates } from '@/lib/i18n/alternates';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('privacy.meta');
  return {
    title: t('title'),
    description: t('description'),
    alternates: languageAlternates('/privacypolicy', await getLocale()),
  };
}

/** The tags the policy's messages use for bold text and links. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  mail: (chunks: ReactNode) => <a href={`mailto:${SHOP_CONTACT.email}`}>{chunks}</a>,
  contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
};

export default async function PrivacyPolicyPage() {
  const t = await getTranslations('privacy');
  return (
    <StaticPage title={t('title')} lastUpdated="2026-11-23" intro={t('intro')}>
      <Prose>
        <h2>{t('controller.heading')}</h2>
        <p>{t('controller.text', { company: SHOP_CONTACT.company, address: SHOP_CONTACT.address })}</p>

        <h2>{t('keep.heading')}</h2>
        <h3>{t('keep.account.heading')}</h3>
        <p>{t('keep.account.text')}</p>
        <h3>{t('keep.addresses.heading')}</h3>
        <p>{t('keep.addresses.text')}</p>
        <h3>{t('keep.orders.heading')}</h3>
        <p>{t('keep.orders.text')}</p>
        <h3>{t('keep.payments.heading')}</h3>
        <p>{t.rich('keep.payments.text', tags)}</p>
        <h3>{t('keep.messages.heading')}</h3>
        <p>{t('keep.messages.text')}</p>

        <h2>{t('use.heading')}</h2>
        <ul>
          <li>{t('use.account')}</li>
          <li>{t('use.orders')}</li>
          <li>{t('use.security')}</li>
          <li>{t('use.records')}</li>
        </ul>
        <p>{t('use.note')}</p>

        <h2>{t('share.heading')}</h2>
        <ul>
          <li>{t.rich('share.stripe', tags)}</li>
          <li>{t.rich('share.delivery', tags)}</li>
          <li>{t.rich('share.email', tags)}</li>
          <li>{t('share.authorities')}</li>
        </ul>
        <p>{t('share.abroad')}</p>

        <h2>{t('cookies.heading')}</h2>
        <p>{t('cookies.intro')}</p>
        <ul>
          <li>{t.rich('cookies.session', tags)}</li>
          <li>{t.rich('cookies.security', tags)}</li>
        </ul>
        <p>{t('cookies.storage')}</p>

        <h2>{t('retention.heading')}</h2>
        <p>{t('retention.text')}</p>

        <h2>{t('protection.heading')}</h2>
        <p>{t('protection.text')}</p>

        <h2>{t('rights.heading')}</h2>
        <p>{t('rights.intro')}</p>
        <ul>
          <li>{t('rights.access')}</li>
          <li>{t('rights.correct')}</li>
          <li>{t('rights.erase')}</li>
          <li>{t('rights.withdraw')}</li>
          <li>{t('rights.review')}</li>
        </ul>
        <p>{t.rich('rights.contact', { ...tags, email: SHOP_CONTACT.email })}</p>

        <h2>{t('children.heading')}</h2>
        <p>{t('children.text')}</p>

        <h2>{t('changes.heading')}</h2>
        <p>{t('changes.text')}</p>
      </Prose>
    </StaticPage>
  );
}
