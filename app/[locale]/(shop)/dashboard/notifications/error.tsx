'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

export default function NotificationsError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to load notifications" reset={reset} />;
}
