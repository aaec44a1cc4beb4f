'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { ApiResult } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';

/** The list shown by a search, and the term that produced it. */
export type ListView<T> = { term: string; items: T[] };

type CatalogueListOptions<T, J> = {
  /** The server's list, reloaded by router.refresh() after every change. */
  server: { items: T[] };
  /** Asks the API for the match of a term (a category or subcategory search answers one item). */
  fetchMatch: (term: string) => Promise<ApiResult<J>>;
  /** The match as the screen shows it. */
  fromJson: (json: J) => T;
  /** The fallback of a failed search ('Error searching category'). */
  texts: { searchFailed: string };
  toastDuration?: number;
};

/**
 * The list of the admin category and subcategory screens: the server's list, or the result of a search. A search
 * result is kept up to date by hand (an edited item is replaced, a deleted one removed); every change also reloads
 * the server's data. An empty search goes back to the full list and reloads it.
 */
export function useCatalogueList<T extends { id: string }, J>({ server, fetchMatch, fromJson, texts, toastDuration }: CatalogueListOptions<T, J>) {
  const router = useRouter();
  const t = useTranslations('admin.catalogue');
  const [view, setView] = useState<ListView<T> | null>(null);
  const [query, setQuery] = useState('');
  const [fetching, setFetching] = useState(false);
  // Only a reload the search asked for (an empty search, Show all) shows as the search being busy.
  const [reloading, startReload] = useTransition();
  const shown: ListView<T> = view ?? { term: '', items: server.items };
  const options = toastDuration ? { duration: toastDuration } : undefined;

  const refresh = () => router.refresh();

  function showAll() {
    setView(null);
    startReload(() => router.refresh());
  }

  async function search(term: string) {
    if (term === '') {
      showAll();
      return;
    }
    setFetching(true);
    const result = await fetchMatch(term);
    setFetching(false);
    if (result.status === 404) {
      toast.error(resultMessage(result, t('notFound')), options);
      setView({ term, items: [] });
      return;
    }
    if (!result.ok) {
      toast.error(resultMessage(result, texts.searchFailed), options);
      return;
    }
    setView({ term, items: result.data ? [fromJson(result.data)] : [] });
  }

  /** After a save: an edited item is replaced where it shows; a new one shows in the full list. */
  function saved(item: T | undefined, created: boolean) {
    if (created || !item) {
      setQuery('');
      setView(null);
    } else {
      setView((current) => current && { ...current, items: current.items.map((old) => (old.id === item.id ? item : old)) });
    }
    refresh();
  }

  /** After a delete (or a 404: someone else deleted it). */
  function gone(id: string) {
    setView((current) => current && { ...current, items: current.items.filter((old) => old.id !== id) });
    refresh();
  }

  return {
    ...shown,
    query,
    setQuery,
    searching: fetching || reloading,
    search,
    saved,
    gone,
    refresh,
  };
}
