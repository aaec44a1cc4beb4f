'use client';

import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import type { ApiResult } from '@/lib/http/api-client';

/** One page or more of a catalogue list, and the search term that produced it ('' for the full list). */
export type ListView<T> = { term: string; items: T[]; page: number; hasMore: boolean };

type CatalogueListOptions<T> = {
  /** The server's list (its first page for products), reloaded by router.refresh() after every change. */
  server: { items: T[]; hasMore?: boolean };
  /** Asks the API for a page of results for a term (products), or for the one match (categories, subcategories). */
  fetchPage: (term: string, page: number) => Promise<ApiResult<unknown>>;
  readPage: (result: ApiResult<unknown>) => { items: T[]; hasMore: boolean };
  /** SPEC.md's fallbacks: a failed search ('Error searching category'), a failed page of the full list. */
  texts: { searchFailed: string; loadFailed: string };
  toastDuration?: number;
};

/**
 * The list of an admin catalogue screen: the server's list, or a view the screen fetched itself (search results,
 * more pages). A fetched view is kept up to date by hand (an edited item is replaced, a deleted one removed);
 * every change also reloads the server's data. An empty search goes back to the full list and reloads it.
 */
export function useCatalogueList<T extends { _id: string }>({ server, fetchPage, readPage, texts, toastDuration }: CatalogueListOptions<T>) {
  const router = useRouter();
  const [view, setView] = useState<ListView<T> | null>(null);
  const [query, setQuery] = useState('');
  const [fetching, setFetching] = useState<'search' | 'more' | null>(null);
  // Only a reload the search asked for (an empty search, Show all) shows as the search being busy.
  const [reloading, startReload] = useTransition();
  const shown: ListView<T> = view ?? { term: '', items: server.items, page: 1, hasMore: server.hasMore ?? false };
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
    setFetching('search');
    const result = await fetchPage(term, 1);
    setFetching(null);
    if (result.status === 404) {
      toast.error(result.message || 'Not found', options);
      setView({ term, items: [], page: 1, hasMore: false });
      return;
    }
    if (!result.ok) {
      toast.error(result.message || texts.searchFailed, options);
      return;
    }
    setView({ term, page: 1, ...readPage(result) });
  }

  async function loadMore() {
    const page = shown.page + 1;
    setFetching('more');
    const result = await fetchPage(shown.term, page);
    setFetching(null);
    if (!result.ok) {
      toast.error(result.message || (shown.term ? texts.searchFailed : texts.loadFailed), options);
      return;
    }
    const next = readPage(result);
    // Items created since the first page shift the pages: never show one twice.
    const known = new Set(shown.items.map((item) => item._id));
    setView({ ...shown, page, hasMore: next.hasMore, items: [...shown.items, ...next.items.filter((item) => !known.has(item._id))] });
  }

  /** After a save: an edited item is replaced where it shows; a new one shows in the full list. */
  function saved(item: T | undefined, created: boolean) {
    if (created || !item) {
      setQuery('');
      setView(null);
    } else {
      setView((current) => current && { ...current, items: current.items.map((old) => (old._id === item._id ? item : old)) });
    }
    refresh();
  }

  /** After a delete (or a 404: someone else deleted it). */
  function gone(id: string) {
    setView((current) => current && { ...current, items: current.items.filter((old) => old._id !== id) });
    refresh();
  }

  return {
    ...shown,
    query,
    setQuery,
    searching: fetching === 'search' || reloading,
    loadingMore: fetching === 'more',
    search,
    loadMore,
    saved,
    gone,
    refresh,
  };
}
