import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { NotFoundNotice } from '@/components/layout/not-found-notice';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return { title: t('metaTitle') };
}

/**
 * An address no page has (`[...rest]`), inside the shop's frame of its group's layout. The pages' not-found sits in the
 * groups, not above them: Next puts the not-found of every layout above a page into that page's payload, and one above
 * the groups would have to draw the whole frame itself (6.6 KB more in every cached page).
 */
export default function NotFound() {
  const t = useTranslations('notFound');
  return (
    <NotFoundNotice
      heading={t('heading')}
      text={t('text')}
      ways={[
        { href: '/', label: t('home') },
        { href: '/shop', label: t('shop') },
      ]}
    />
  );
}
