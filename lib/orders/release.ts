import 'server-only';
import type { ProductChange } from '@/lib/catalog/revalidate';
import type { Db } from '@/lib/db/client';
import { recountCouponUse, returnCouponUse } from '@/lib/coupons/coupon-uses';
import type { NotificationInput } from '@/lib/notifications/notify';
import { isPaidStatus } from './statuses';
import { inLockOrder, lowStockNotice, reserveStock, returnStock } from './stock';


/** What cancelling needs to know of an order. */
export type ReleasableOrder = {
  couponId: string | null;
  paymentStatus: string;
  items: { productId: string | null; name: string; quantity: number }[];
};

/**
 * The one way an order is cancelled, by the shopper, an admin or the hold sweep: its stock goes back, and so does
 * its coupon use while it is unpaid (a paid order's discount was taken). Locks products, then the coupon: the order
 * placing takes them in that order too.
 */
export async function releaseOrder(db: Db, order: ReleasableOrder): Promise<ProductChange[]> {
  const changes = await returnStock(db, order.items);
  if (order.couponId && !isPaidStatus(order.paymentStatus)) await returnCouponUse(db, order.couponId);
  return changes;
}

/** Undoes releaseOrder when an admin brings a cancelled order back: the stock is reserved again (refused if it is gone). */
export async function reinstateOrder(db: Db, order: ReleasableOrder): Promise<{ notices: NotificationInput[]; changes: ProductChange[] }> {
  const notices: NotificationInput[] = [];
  const changes: ProductChange[] = [];
  for (const item of inLockOrder(order.items, (item) => item.productId)) {
    if (!item.productId) continue;
    const product = { id: item.productId, name: item.name };
    const { remaining, change } = await reserveStock(db, product, item.quantity);
    const notice = lowStockNotice(product, item.quantity, remaining);
    if (notice) notices.push(notice);
    changes.push(change);
  }
  if (order.couponId && !isPaidStatus(order.paymentStatus)) await recountCouponUse(db, order.couponId);
  return { notices, changes };
}
