'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

export default function OrderError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to fetch order" reset={reset} />;
}
