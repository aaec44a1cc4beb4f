'use client';

import { SearchIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { type FormEvent, useId } from 'react';

type SearchFormProps = {
  className?: string;
  /** Called after a search was started, e.g. to close the overlay holding the form. */
  onSearch?: () => void;
};

/** Product search: goes to /shop?keyword=… for a non-blank keyword; a blank submit does nothing. */
export function SearchForm({ className = '', onSearch }: SearchFormProps) {
  const t = useTranslations('layout.search');
  const router = useRouter();
  const inputId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const keyword = String(new FormData(event.currentTarget).get('keyword') ?? '').trim();
    if (!keyword) return;
    router.push(`/shop?keyword=${encodeURIComponent(keyword)}`);
    onSearch?.();
  }

  // action/method keep the search working as a plain GET form before the page has hydrated.
  return (
    <form role="search" action="/shop" method="get" onSubmit={handleSubmit} className={`flex ${className}`}>
      <label htmlFor={inputId} className="sr-only">
        {t('label')}
      </label>
      <input
        id={inputId}
        name="keyword"
        type="search"
        placeholder={t('placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className="min-w-0 flex-1 rounded-l-md border border-r-0 border-gray-300 bg-white px-3 py-2 text-sm placeholder:text-gray-500 focus-visible:-outline-offset-2"
      />
      <button
        type="submit"
        aria-label={t('submit')}
        className="rounded-r-md bg-brand-700 px-3 text-white hover:bg-brand-800"
      >
        <SearchIcon aria-hidden className="size-5" />
      </button>
    </form>
  );
}
