'use client';

import { LoaderCircle, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { inputClassName } from '@/components/ui/text-input';

type CatalogueSearchProps = {
  /** e.g. 'Search categories by name'. */
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  /** The trimmed term; '' asks for the full list again. */
  onSearch: (term: string) => void;
  busy: boolean;
  /** The term of the results shown, or '' while the full list is shown. */
  shownTerm: string;
  shownCount: number;
};

/**
 * The search box of an admin catalogue screen. Searching with an empty box reloads the full list;
 * while results are shown, a line says so and 'Show all' goes back to the full list.
 */
export function CatalogueSearch({ label, placeholder, query, onQueryChange, onSearch, busy, shownTerm, shownCount }: CatalogueSearchProps) {
  const inputId = useId();
  const t = useTranslations('admin.catalogue');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onSearch(query.trim());
  }

  return (
    <div className="space-y-2">
      <form role="search" aria-label={label} onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">
          {label}
        </label>
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
          className={`${inputClassName} min-w-0 flex-1`}
        />
        <button type="submit" disabled={busy} className={`${buttonClassName('secondary')} shrink-0 px-4`}>
          {busy ? (
            <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />
          ) : (
            <Search aria-hidden className="size-4" />
          )}
          {busy ? t('searching') : t('search')}
        </button>
      </form>
      <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
        {shownTerm && (
          <>
            <span>{t('results', { count: shownCount, term: shownTerm })}</span>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                onQueryChange('');
                onSearch('');
              }}
              className="font-medium text-brand-800 underline disabled:opacity-60"
            >
              {t('showAll')}
            </button>
          </>
        )}
      </div>
    </div>
  );
}
