import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

type PagerProps = {
  /** Names the navigation landmark, e.g. 'Orders pages'. */
  label: string;
  page: number;
  /** At least 1. */
  pageCount: number;
  /** e.g. '3,354 orders'. */
  totalText: string;
  /** The URL of a page, keeping the list's other query parameters. */
  hrefOf: (page: number) => string;
};

const step = `${buttonClassName('secondary')} px-3 py-2`;

/**
 * Previous / next links of a list paged on the server, with "Page X of Y" and the total. Links, not buttons: each
 * page has its own URL (bookmarkable, opens in a new tab); an unavailable step stays in place, marked disabled.
 */
export function Pager({ label, page, pageCount, totalText, hrefOf }: PagerProps) {
  const t = useTranslations('ui');
  const previous = page > 1 ? Math.min(page - 1, pageCount) : null;
  const next = page < pageCount ? page + 1 : null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 text-sm text-gray-700">
      {/* Announced when a step loads the next page while the focus stays on the step. */}
      <p aria-live="polite">{t('pageOf', { page: String(page), pageCount: String(pageCount), total: totalText })}</p>
      <div className="flex gap-2">
        {previous === null ? (
          <a role="link" aria-disabled="true" className={`${step} cursor-not-allowed opacity-60`}>
            <ChevronLeftIcon aria-hidden className="size-4" />
            {t('previous')}
          </a>
        ) : (
          <Link href={hrefOf(previous)} rel="prev" className={step}>
            <ChevronLeftIcon aria-hidden className="size-4" />
            {t('previous')}
          </Link>
        )}
        {next === null ? (
          <a role="link" aria-disabled="true" className={`${step} cursor-not-allowed opacity-60`}>
            {t('next')}
            <ChevronRightIcon aria-hidden className="size-4" />
          </a>
        ) : (
          <Link href={hrefOf(next)} rel="next" className={step}>
            {t('next')}
            <ChevronRightIcon aria-hidden className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}

/** How many pages `total` rows fill, at least one (an empty list is one empty page). */
export const pageCountOf = (total: number, limit: number) => Math.max(1, Math.ceil(total / limit));
