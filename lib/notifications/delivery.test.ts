import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import { startRealtimeServer, type RealtimeServer } from '@/lib/realtime/protocol-server';
import { realtimeSettings } from '@/lib/realtime/settings';
import { onEmbeddedDatabase, setupOrdersTest } from '@/tests/orders';
import { connectRealtime, disconnectRealtimeClients, recordChannel, subscribed } from '@/tests/realtime';
import { closedPort } from '@/tests/smtp';
import { deliverPendingNotifications, startNotificationDelivery } from './delivery';
import { toNotificationJson } from './notification-json';
import { DEFAULT_NOTIFICATION_QUERY } from './notification-query';
import { listNotifications } from './notifications';
import { notify } from './notify';

/**
 * The notification outbox against the shop's built-in Pusher-protocol server, with pusher-js clients subscribed
 * through POST /api/pusher/auth: stored notifications are pushed once each, on the recipient's channel and event;
 * rolled-back ones never; stale ones are only marked; an unreachable realtime server loses no stored notification.
 */

// The web server triggers at REALTIME_PORT with credentials derived from the auth secret: read by config() below.
const port = await closedPort();
process.env.REALTIME_PORT = String(port);
for (const name of ['PUSHER_APP_ID', 'PUSHER_KEY', 'PUSHER_SECRET', 'PUSHER_CLUSTER', 'PUSHER_HOST', 'PUSHER_PORT']) delete process.env[name];
const { prisma, admin, shopper } = await setupOrdersTest();
const settings = realtimeSettings(config());
const credentials = { appId: settings.appId, key: settings.key, secret: settings.secret, port, host: '127.0.0.1' };
let server: RealtimeServer | undefined = await startRealtimeServer(credentials);

const userChannel = `private-user-${shopper.id}`;

/** The shopper listening on their channel and an admin on the admins' channel. */
async function listeners() {
  const shopperClient = connectRealtime(settings.key, port, shopper);
  const adminClient = connectRealtime(settings.key, port, admin);
  expect(await subscribed(shopperClient, userChannel)).toBe('subscribed');
  expect(await subscribed(adminClient, 'private-admin')).toBe('subscribed');
  return { user: recordChannel(shopperClient, userChannel), admins: recordChannel(adminClient, 'private-admin') };
}

let live: Awaited<ReturnType<typeof listeners>>;

beforeAll(async () => {
  live = await listeners();
});

afterAll(async () => {
  disconnectRealtimeClients();
  await server?.close();
});

afterEach(() => vi.restoreAllMocks());

/** The stored notification with this message, as the lists show a notification. */
async function jsonOf(message: string) {
  const row = await prisma.notification.findFirstOrThrow({ where: { message } });
  return { _id: row.id, message, read: false, createdAt: row.createdAt.toISOString(), meta: row.meta };
}

/** The first page of the shopper's list, newest first, as the list endpoint replies it. */
const shopperList = async () => (await listNotifications({ userId: shopper.id }, DEFAULT_NOTIFICATION_QUERY)).notifications.map(toNotificationJson);

const pushedAtOf = async (message: string) => (await prisma.notification.findFirstOrThrow({ where: { message } })).pushedAt;

describe('deliverPendingNotifications()', () => {
  it('uses the built-in server’s settings', () => {
    expect(settings).toMatchObject({ builtIn: true, host: '127.0.0.1', port });
  });

  it('pushes a stored notification to the user’s channel (event notification) and an admin one to the admins’ (newAdminNotification)', async () => {
    await notify(prisma, [
      { audience: 'USER', type: 'message', userId: shopper.id, message: 'Your order ORD-1 is now shipped', meta: { orderId: 'ORD-1', delivery_status: 'shipped' } },
      { audience: 'ADMIN', type: 'message', message: 'New order ORD-2 from Kamal Silva (Rs. 260.00)', meta: { orderId: 'ORD-2', total: 'Rs. 260.00' } },
    ]);
    expect(await pushedAtOf('Your order ORD-1 is now shipped')).toBeNull();

    expect(await deliverPendingNotifications()).toBe(2);
    const userEvent = await jsonOf('Your order ORD-1 is now shipped');
    expect(userEvent.meta).toEqual({ orderId: 'ORD-1', delivery_status: 'shipped' });
    expect(await live.user.settle()).toEqual([{ event: 'notification', data: userEvent }]);
    expect(await live.admins.settle()).toEqual([{ event: 'newAdminNotification', data: await jsonOf('New order ORD-2 from Kamal Silva (Rs. 260.00)') }]);
    // What was pushed is what the list shows.
    expect((await shopperList())[0]).toEqual(userEvent);
    expect(await pushedAtOf('Your order ORD-1 is now shipped')).toBeInstanceOf(Date);
  });

  it('pushes each notification once: the next call pushes nothing, then only what is new', async () => {
    expect(await deliverPendingNotifications()).toBe(0);
    expect(await live.user.settle()).toEqual([]);
    expect(await live.admins.settle()).toEqual([]);

    await notify(prisma, [{ audience: 'USER', type: 'message', userId: shopper.id, message: 'Payment of your order ORD-1 is now completed' }]);
    expect(await deliverPendingNotifications()).toBe(1);
    expect(await live.user.settle()).toEqual([{ event: 'notification', data: await jsonOf('Payment of your order ORD-1 is now completed') }]);
    expect(await live.admins.settle()).toEqual([]);
  });

  it('never stores nor pushes a notification raised in a transaction that rolled back', async () => {
    const raised = prisma.$transaction(async (tx) => {
      await notify(tx, [
        { audience: 'USER', type: 'message', userId: shopper.id, message: 'Rolled back for the shopper' },
        { audience: 'ADMIN', type: 'message', message: 'Rolled back for the admins' },
      ]);
      throw new Error('the change was refused');
    });
    await expect(raised).rejects.toThrow('the change was refused');
    expect(await prisma.notification.count({ where: { message: { startsWith: 'Rolled back' } } })).toBe(0);
    expect(await deliverPendingNotifications()).toBe(0);
    expect(await live.user.settle()).toEqual([]);
    expect(await live.admins.settle()).toEqual([]);
  });

  it.skipIf(onEmbeddedDatabase)('does not push a notification before its transaction commits', async () => {
    let stored!: () => void;
    let commit!: () => void;
    const notifiedInside = new Promise<void>((resolve) => (stored = resolve));
    const gate = new Promise<void>((resolve) => (commit = resolve));
    const transaction = prisma.$transaction(async (tx) => {
      await notify(tx, [{ audience: 'ADMIN', type: 'message', message: 'Committed later' }]);
      stored();
      await gate;
    });
    await notifiedInside;
    expect(await deliverPendingNotifications()).toBe(0);
    commit();
    await transaction;
    expect(await deliverPendingNotifications()).toBe(1);
    expect(await live.admins.settle()).toEqual([{ event: 'newAdminNotification', data: await jsonOf('Committed later') }]);
  });

  it('marks a stale notification (stored 10 minutes ago, never pushed) without pushing it; the list still shows it', async () => {
    await notify(prisma, [{ audience: 'USER', type: 'message', userId: shopper.id, message: 'Stored while the shop was down' }]);
    await prisma.notification.updateMany({ where: { message: 'Stored while the shop was down' }, data: { createdAt: new Date(Date.now() - 10 * 60_000) } });
    expect(await deliverPendingNotifications()).toBe(0);
    expect(await pushedAtOf('Stored while the shop was down')).toBeInstanceOf(Date);
    expect(await live.user.settle()).toEqual([]);
    expect((await shopperList()).map((notification) => notification.message)).toContain('Stored while the shop was down');
    expect(await deliverPendingNotifications()).toBe(0);
  });

  it('pushes a burst of more than ten (Pusher’s batch limit) in several batches', async () => {
    const messages = Array.from({ length: 23 }, (_, index) => `Burst ${index + 1}`);
    await notify(prisma, messages.map((message) => ({ audience: 'USER' as const, type: 'message' as const, userId: shopper.id, message })));
    expect(await deliverPendingNotifications()).toBe(23);
    const events = await live.user.settle();
    expect(events.every((event) => event.event === 'notification')).toBe(true);
    expect(events.map((event) => (event.data as { message: string }).message).sort()).toEqual([...messages].sort());
  });

  it('pushes each notification once when four passes run at once (instances sharing the work)', async () => {
    const messages = Array.from({ length: 30 }, (_, index) => `Shared ${index + 1}`);
    await notify(prisma, messages.map((message) => ({ audience: 'USER' as const, type: 'message' as const, userId: shopper.id, message })));
    const pushed = await Promise.all(Array.from({ length: 4 }, () => deliverPendingNotifications()));
    expect(pushed.reduce((sum, count) => sum + count)).toBe(30);
    const events = await live.user.settle();
    expect(events.map((event) => (event.data as { message: string }).message).sort()).toEqual([...messages].sort());
    expect(await prisma.notification.count({ where: { message: { startsWith: 'Shared ' }, pushedAt: null } })).toBe(0);
  });

  it('with the realtime server stopped: does not throw, warns once, keeps the notification stored and listed, and unclaimed for a retry', async () => {
    disconnectRealtimeClients();
    await server!.close();
    server = undefined;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await notify(prisma, [{ audience: 'USER', type: 'message', userId: shopper.id, message: 'Sent while the realtime server was down' }]);
    await expect(deliverPendingNotifications()).resolves.toBe(0);
    await notify(prisma, [{ audience: 'ADMIN', type: 'message', message: 'Also sent while it was down' }]);
    await expect(deliverPendingNotifications()).resolves.toBe(0);

    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^\[notifications\] live delivery failed: /);
    expect((await shopperList())[0]).toMatchObject({ message: 'Sent while the realtime server was down', read: false });
    expect(await prisma.notification.count({ where: { message: 'Also sent while it was down' } })).toBe(1);
    expect(await pushedAtOf('Sent while the realtime server was down')).toBeNull();
    expect(await pushedAtOf('Also sent while it was down')).toBeNull();
  });

  it('once the realtime server is back: what failed is pushed, and the delivery loop pushes without being asked, soon after notify() and on its poll', async () => {
    server = await startRealtimeServer(credentials);
    live = await listeners();
    // What failed while it was down is pushed once it is back, being still fresh.
    await expect(deliverPendingNotifications()).resolves.toBe(2);
    expect(await live.user.next()).toEqual([{ event: 'notification', data: await jsonOf('Sent while the realtime server was down') }]);
    expect(await live.admins.next()).toEqual([{ event: 'newAdminNotification', data: await jsonOf('Also sent while it was down') }]);
    // The poll's interval is faked (it would outlive this file's database); notify()'s prompt tries run for real.
    vi.useFakeTimers({ toFake: ['setInterval'] });
    try {
      startNotificationDelivery();
      await notify(prisma, [
        { audience: 'USER', type: 'message', userId: shopper.id, message: 'Delivered soon after notify()' },
        { audience: 'ADMIN', type: 'message', message: 'Delivered soon to the admins' },
      ]);
      expect(await live.user.next()).toEqual([{ event: 'notification', data: await jsonOf('Delivered soon after notify()') }]);
      expect(await live.admins.next()).toEqual([{ event: 'newAdminNotification', data: await jsonOf('Delivered soon to the admins') }]);

      // Stored without notify() (as by another web server): the next poll, a second later, pushes it.
      await new Promise((resolve) => setTimeout(resolve, 400)); // notify()'s prompt tries are over
      await prisma.notification.create({ data: { audience: 'ADMIN', type: 'message', message: 'Found by the poll' } });
      expect(await live.admins.settle()).toEqual([]);
      vi.advanceTimersByTime(1000);
      expect(await live.admins.next()).toEqual([{ event: 'newAdminNotification', data: await jsonOf('Found by the poll') }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
