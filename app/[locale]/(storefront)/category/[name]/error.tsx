'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

export default function CategoryError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Error fetching category data" reset={reset} />;
}
