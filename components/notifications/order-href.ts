import { orderPath } from '@/components/orders/order-display';
import { adminOrdersHref } from '@/lib/orders/list-query';
import type { LiveAudience } from './live-connection';

/**
 * Where a notification's order id (its 'ORD-...' number) leads: a shopper to their order's page, an admin to the
 * Orders screen searched for it, where the order is followed and its status changed.
 */
export function notificationOrderHref(audience: LiveAudience, orderNumber: string): string {
  return audience === 'admin' ? adminOrdersHref({ search: orderNumber }) : orderPath(orderNumber);
}
