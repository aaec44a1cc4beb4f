'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

/** SPEC.md §9: toasts on the subcategory screen last 3 seconds. */
export default function SubcategoryError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to fetch subcategory products" reset={reset} toastDuration={3000} />;
}
