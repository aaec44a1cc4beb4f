'use client';

import dynamic from 'next/dynamic';

/**
 * The shopper's recently viewed products, read from this browser: rendered in the browser only, after hydration, so
 * the cached page's HTML is the same for everyone; its code (the list's validation) loads then, not with the page.
 */
export const RecentlyViewed = dynamic(() => import('./recently-viewed-section').then((module) => module.RecentlyViewedSection), {
  ssr: false,
});
