import 'server-only';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import type { NotificationInput } from '@/lib/notifications/notify';
import { cancellationAlertDue } from './cod-rules';

/**
 * A shopper who keeps cancelling may be holding stock from others (cash on delivery costs nothing to order), so the
 * admins hear when one account cancels CANCELLATION_ALERT_COUNT of its own orders within a day.
 */

const WINDOW_MS = 24 * 60 * 60_000;

/**
 * The admins' notice when this cancellation (already written, with its shopperCancelledAt) is the shopper's
 * CANCELLATION_ALERT_COUNT-th within 24 hours; none before or after it in the same window. The caller holds the
 * account's lock (lockAccount), so two cancellations at once are counted one after the other and the admins hear once.
 */
export async function repeatedCancellationNotices(
  db: Db,
  shopper: { id: string; name: string; email: string },
  orderNumber: string,
  now: Date,
): Promise<NotificationInput[]> {
  const threshold = config().cancellationAlertCount;
  if (threshold === 0) return [];
  const cancellations = await db.order.count({ where: { userId: shopper.id, shopperCancelledAt: { gt: new Date(now.getTime() - WINDOW_MS) } } });
  if (!cancellationAlertDue(cancellations, threshold)) return [];
  return [
    {
      audience: 'ADMIN',
      type: 'account',
      message: `${shopper.name} cancelled ${cancellations} of their orders within 24 hours: check the account before sending them more`,
      meta: { customer: shopper.email, cancellations, orderId: orderNumber },
    },
  ];
}
