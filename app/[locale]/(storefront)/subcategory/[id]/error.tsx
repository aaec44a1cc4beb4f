'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

/** Toasts on the subcategory screen last 3 seconds (4 elsewhere; docs/decisions.md, Screens). */
export default function SubcategoryError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to fetch subcategory products" reset={reset} toastDuration={3000} />;
}
