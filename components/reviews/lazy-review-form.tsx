'use client';

import dynamic from 'next/dynamic';

/**
 * The signed-in shopper's review form with their own review, its code in a chunk of its own, loaded only where the
 * form renders. A guest's first load of a product page (most visits, and search engines) carries none of it
 * (first-load JavaScript under 150 KB gzipped; a `dynamic()` in the server component would not split it off).
 */
export const LazyReviewForm = dynamic(() => import('./own-review-form').then((module) => module.OwnReviewForm));
