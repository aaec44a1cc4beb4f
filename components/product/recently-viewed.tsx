'use client';

import { lazyClient } from '@/components/ui/lazy-client';
import { type ComponentProps, useEffect, useState } from 'react';

const RecentlyViewedSection = lazyClient(() => import('./recently-viewed-section').then((module) => module.RecentlyViewedSection));

/**
 * The shopper's recently viewed products, read from this browser: rendered in the browser only, so the cached page's
 * HTML is the same for everyone, and only after the page's load event, so its code (the list's validation) is no part
 * of the page's first load.
 */
export function RecentlyViewed(props: ComponentProps<typeof RecentlyViewedSection>) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const show = () => setLoaded(true);
    if (document.readyState === 'complete') show();
    else window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, []);
  return loaded ? <RecentlyViewedSection {...props} /> : null;
}
