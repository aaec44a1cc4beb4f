import { useEffect, useEffectEvent } from 'react';
import { useUrlField } from './use-url-field';

/** How long typing pauses before the search runs on its own (300 ms, as the storefront's filters). */
const SEARCH_DELAY_MS = 300;

/**
 * The search box of an admin list whose term lives in the URL (one hook, so every list searches alike): `run` gets
 * the trimmed term once typing pauses, or at once through `box.onSearch` (Enter, a button). The box follows the URL as
 * `useUrlField` does. `box` is CatalogueSearch's props for this search (all but the label, placeholder, busy and count).
 */
export function useDebouncedSearch(urlSearch: string, run: (term: string) => void) {
  const { text, setText, sent } = useUrlField(urlSearch);

  function search(term: string) {
    sent(term);
    run(term);
  }

  const searchLater = useEffectEvent(search);
  useEffect(() => {
    const term = text.trim();
    if (term === urlSearch) return;
    const timer = window.setTimeout(() => searchLater(term), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, urlSearch]);

  return { text, setText, box: { query: text, onQueryChange: setText, onSearch: search, shownTerm: urlSearch } };
}
