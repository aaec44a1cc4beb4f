'use client';

import { CatalogueError } from '@/components/shop/catalogue-error';

export default function AdminNotificationsError({ reset }: { error: Error; reset: () => void }) {
  return <CatalogueError message="Failed to load admin notifications" reset={reset} />;
}
