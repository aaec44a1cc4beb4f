import { useCallback, useRef } from 'react';

/**
 * The view a server-paged list goes to next: `changes` on top of the view last asked for while the page still shows
 * the one before it, else on top of the view shown, and back to page 1 (a new filter starts over). Two quick changes
 * in a row (a role, then a status, before the first page has loaded) then both hold, where merging each with the
 * view shown would let the second undo the first. A new view from the server (a new `shown`) starts afresh.
 */
export function useNextView<View extends { page: number }>(shown: View): (changes: Partial<View>) => View {
  const asked = useRef<{ shown: View; view: View } | null>(null);
  return useCallback(
    (changes: Partial<View>) => {
      const base = asked.current?.shown === shown ? asked.current.view : shown;
      const view = { ...base, page: 1, ...changes };
      asked.current = { shown, view };
      return view;
    },
    [shown],
  );
}
