'use client';

import { lazyClient } from '@/components/ui/lazy-client';

/**
 * The signed-in shopper's review form with their own review, its code in a chunk of its own, loaded only where the
 * form renders. A guest's first load of a product page (most visits, and search engines) carries none of it
 * (first-load JavaScript under 150 KB gzipped; a lazy component in the server component would not split it off).
 */
export const LazyReviewForm = lazyClient(() => import('./own-review-form').then((module) => module.OwnReviewForm));
