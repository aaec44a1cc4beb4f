'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

export default function ProductError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to fetch product" reset={reset} />;
}
