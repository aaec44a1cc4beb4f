import 'server-only';
import { backgroundLoop } from '@/lib/db/background-loop';
import { prisma } from '@/lib/db/client';
import { ADMIN_CHANNEL, ADMIN_EVENT, USER_EVENT, userChannel } from '@/lib/realtime/channels';
import { pusherServer } from '@/lib/realtime/pusher-server';
import { toNotificationJson } from './notification-json';
import { notificationFromRow, notificationSelect } from './notification-row';

/**
 * Live delivery as a transactional outbox: notify() only stores (inside the caller's transaction), and this
 * pushes what was committed. A rolled-back change therefore never pushes, and nothing waits on the realtime
 * server. Each stored notification is claimed once (SKIP LOCKED, so several web servers can share the work).
 * A notification older than STALE_AFTER_MS when claimed (the shop was down) is only marked, not pushed: the lists
 * show it anyway. A failed push releases its claim, so the next poll tries again until the notification is stale.
 */

const POLL_INTERVAL_MS = 1000;
const STALE_AFTER_MS = 2 * 60 * 1000;
const BATCH = 100;
/** Pusher Channels takes at most 10 events per batch trigger. */
const EVENTS_PER_TRIGGER = 10;

let warnedUnreachable = false;

/** Claims up to BATCH waiting notifications, pushes the fresh ones and returns how many were pushed. */
export async function deliverPendingNotifications(): Promise<number> {
  const claimed = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE notifications SET pushed_at = now()
    WHERE id IN (SELECT id FROM notifications WHERE pushed_at IS NULL ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  if (claimed.length === 0) return 0;
  const fresh = await prisma.notification.findMany({
    where: { id: { in: claimed.map((row) => row.id) }, createdAt: { gte: new Date(Date.now() - STALE_AFTER_MS) } },
    orderBy: { createdAt: 'asc' },
    select: notificationSelect,
  });
  if (fresh.length === 0) return 0;
  try {
    // The live event is the edge to the browser: it carries the notification in its reply shape.
    const events = fresh.map((row) => {
      const data = toNotificationJson(notificationFromRow(row));
      return row.audience === 'ADMIN'
        ? { channel: ADMIN_CHANNEL, name: ADMIN_EVENT, data }
        : { channel: userChannel(row.userId!), name: USER_EVENT, data };
    });
    for (let start = 0; start < events.length; start += EVENTS_PER_TRIGGER) {
      await pusherServer().triggerBatch(events.slice(start, start + EVENTS_PER_TRIGGER));
    }
    warnedUnreachable = false;
  } catch (error) {
    // The notification is stored and listed either way; live, it is tried again while it is fresh.
    if (!warnedUnreachable) console.warn(`[notifications] live delivery failed: ${error instanceof Error ? error.message : String(error)}`);
    warnedUnreachable = true;
    await prisma.notification.updateMany({ where: { id: { in: fresh.map((notification) => notification.id) } }, data: { pushedAt: null } });
    return 0;
  }
  return fresh.length;
}

// A burst of notifications goes out in consecutive batches.
const delivery = backgroundLoop('notifications delivery', POLL_INTERVAL_MS, async () => {
  while ((await deliverPendingNotifications()) === BATCH);
});

/** Starts the delivery loop of this web server process (instrumentation.ts). */
export const startNotificationDelivery = () => delivery.start();

/**
 * Delivers soon, without waiting for the next poll: called by notify(), whose transaction has usually committed
 * by the first try and certainly by the poll after.
 */
export function deliverSoon(): void {
  for (const delay of [30, 300]) setTimeout(() => delivery.runNow(), delay).unref();
}
