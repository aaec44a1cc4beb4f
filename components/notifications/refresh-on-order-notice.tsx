'use client';

import { useEffect } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import { useLiveNotifications } from './live-notifications';

/**
 * Reads the page again from the server when a live notification names one of `orderNumbers` (its meta's orderId,
 * the 'ORD-...' number): an order page or list left open shows the new status without a reload.
 */
export function RefreshOnOrderNotice({ orderNumbers }: { orderNumbers: readonly string[] }) {
  const router = useRouter();
  const { onNotification } = useLiveNotifications();
  useEffect(
    () =>
      onNotification(({ meta }) => {
        const orderNumber = meta?.orderId;
        if (typeof orderNumber === 'string' && orderNumbers.includes(orderNumber)) router.refresh();
      }),
    [onNotification, orderNumbers, router],
  );
  return null;
}
