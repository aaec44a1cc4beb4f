import { ChevronDownIcon } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import type { ReactNode } from 'react';
import { Prose, StaticPage } from '@/components/shop/static-page';
import { languageAlternates } from '@/lib/i18n/alternates';
import { formatRs } from '@/lib/money';
import { DELIVERY_FEES } from '@/lib/orders/delivery-fees';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('faq.meta');
  return {
    title: t('title'),
    description: t('description'),
    alternates: languageAlternates('/faq', await getLocale()),
  };
}

/** The tags the answers' messages use for bold text and links. */
const tags = {
  strong: (chunks: ReactNode) => <strong>{chunks}</strong>,
  cart: (chunks: ReactNode) => <Link href="/cart">{chunks}</Link>,
  register: (chunks: ReactNode) => <Link href="/register">{chunks}</Link>,
  orders: (chunks: ReactNode) => <Link href="/orders">{chunks}</Link>,
  contact: (chunks: ReactNode) => <Link href="/contact">{chunks}</Link>,
  shipping: (chunks: ReactNode) => <Link href="/shipping&returns">{chunks}</Link>,
};

export default async function FaqPage() {
  const [t, locale] = await Promise.all([getTranslations('faq'), getLocale()]);
  const questions: { question: string; answer: ReactNode }[] = [
    {
      question: t('ordering.question'),
      answer: (
        <>
          <ol>
            <li>{t('ordering.step1')}</li>
            <li>{t('ordering.step2')}</li>
            <li>{t.rich('ordering.step3', tags)}</li>
            <li>{t('ordering.step4')}</li>
          </ol>
          <p>
            {t('ordering.buyNow', {
              cartFee: formatRs(DELIVERY_FEES.cart, locale),
              buyNowFee: formatRs(DELIVERY_FEES.buy_now, locale),
            })}
          </p>
        </>
      ),
    },
    {
      question: t('payment.question'),
      answer: (
        <>
          <ul>
            <li>{t.rich('payment.cash', tags)}</li>
            <li>{t.rich('payment.card', tags)}</li>
          </ul>
          <p>{t('payment.safety')}</p>
        </>
      ),
    },
    {
      question: t('tracking.question'),
      answer: (
        <>
          <p>{t.rich('tracking.p1', tags)}</p>
          <p>{t('tracking.p2')}</p>
        </>
      ),
    },
    {
      question: t('changes.question'),
      answer: (
        <>
          <p>{t.rich('changes.cancelling', tags)}</p>
          <p>{t.rich('changes.changing', tags)}</p>
        </>
      ),
    },
  ];

  return (
    <StaticPage title={t('title')} intro={t('intro')}>
      <Prose>
        <div className="space-y-3">
          {questions.map(({ question, answer }) => (
            <details key={question} className="group rounded-lg border border-gray-200 bg-white open:border-brand-700/40">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-4 py-4 font-semibold text-gray-900 hover:bg-gray-50 sm:px-5 [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDownIcon aria-hidden className="size-5 shrink-0 text-gray-600 transition-transform group-open:rotate-180" />
              </summary>
              <div className="border-t border-gray-200 px-4 pb-5 sm:px-5">{answer}</div>
            </details>
          ))}
        </div>

        <h2>{t('more.heading')}</h2>
        <p>{t.rich('more.text', tags)}</p>
      </Prose>
    </StaticPage>
  );
}
