import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { INTL_LOCALES, type Locale } from '@/lib/i18n/locales';

const widths = { prose: 'max-w-3xl', wide: 'max-w-6xl' } as const;

type StaticPageProps = {
  title: string;
  /** The lead paragraph under the heading. */
  intro: ReactNode;
  /** The day the text last changed, as 'YYYY-MM-DD' (legal pages show it). */
  lastUpdated?: string;
  /** 'prose' keeps lines short for reading; 'wide' leaves room for columns and cards. */
  width?: keyof typeof widths;
  children: ReactNode;
};

/** '23 November 2026' in English (British order), the language's own long date in Sinhala and Tamil. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : INTL_LOCALES[locale], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return format.format(new Date(`${isoDate}T00:00:00Z`));
}

/** The frame of an information page (About, FAQ, the policies): its one h1, the lead paragraph and the content. */
export function StaticPage({ title, intro, lastUpdated, width = 'prose', children }: StaticPageProps) {
  const t = useTranslations('shop.staticPage');
  const locale = useLocale();
  return (
    <article className={`mx-auto ${widths[width]} px-4 py-10 sm:px-6 lg:px-8 lg:py-14`}>
      <header className="border-b border-gray-200 pb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
        {lastUpdated && (
          <p className="mt-2 text-sm text-gray-600">
            <time dateTime={lastUpdated}>{t('lastUpdated', { date: formatLongDate(lastUpdated, locale) })}</time>
          </p>
        )}
        <p className="mt-4 text-lg leading-relaxed text-gray-700">{intro}</p>
      </header>
      <div className="mt-8">{children}</div>
    </article>
  );
}

/**
 * Running text in the shop's reading style: headings, paragraphs, lists and links of everything inside, so the
 * policy pages need no classes of their own. Only for plain text: the descendant selectors outrank utility classes.
 */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="text-base leading-7 text-gray-800 [&_a]:font-medium [&_a]:text-brand-800 [&_a]:underline [&_a]:underline-offset-2 [&_a:hover]:text-brand-700 [&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-gray-900 [&_h2:first-child]:mt-0 [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-gray-900 [&_li]:mt-1.5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_strong]:font-semibold [&_strong]:text-gray-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
      {children}
    </div>
  );
}
