'use client';

import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * A component whose code loads in the browser when it first renders, and never renders on the server: a dialog, the
 * toaster, a part read from the browser's storage. `loading` shows meanwhile (and on the server), else nothing. React's own `lazy` does what `next/dynamic` with `ssr: false` did,
 * without next/dynamic's loader in every page's first load (first-load JavaScript under 150 KB gzipped,
 * docs/decisions.md).
 */
export function lazyClient<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  options: { loading?: ComponentType } = {},
): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  const Loading = options.loading;
  function LazyClient(props: Props) {
    const inBrowser = useSyncExternalStore(noChanges, () => true, () => false);
    const loading = Loading ? <Loading /> : null;
    if (!inBrowser) return loading;
    return (
      <Suspense fallback={loading}>
        <Loaded {...(props as Props & React.JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LazyClient;
}
