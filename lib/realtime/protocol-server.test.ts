import Pusher from 'pusher';
import PusherClient from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Role } from '@/lib/generated/prisma/enums';
import { trustedProxies } from '@/lib/security/client-address';
import { rawSocket } from '@/tests/realtime';
import { startRealtimeServer, type RealtimeServer } from './protocol-server';

const credentials = { appId: 'test-app', key: 'test-key', secret: 'test-secret' };

let server: RealtimeServer;
let trigger: Pusher;
const clients: PusherClient[] = [];

beforeAll(async () => {
  server = await startRealtimeServer({ ...credentials, port: 0, host: '127.0.0.1' });
  trigger = new Pusher({ ...credentials, host: '127.0.0.1', port: String(server.port), useTLS: false });
});

afterAll(async () => {
  for (const client of clients) client.disconnect();
  await server.close();
});

type SignedInUser = { id: string; role: Role };
const SHOPPER: SignedInUser = { id: '1', role: 'USER' };

/** What /api/pusher/user-auth signs for a socket: the user, their role and when their session ends. */
function userSignature(socketId: string, user: SignedInUser, sessionEnd = Date.now() / 1000 + 3600) {
  return trigger.authenticateUser(socketId, { ...user, exp: sessionEnd });
}

/**
 * A pusher-js client signed in as `user` (the shop's /api/pusher/user-auth does this) whose channel authoriser
 * signs with `signer` (the shop's /api/pusher/auth does this).
 */
function connect(signer: Pusher = trigger, user = SHOPPER): PusherClient {
  const client = new PusherClient(credentials.key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: server.port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: 'unused',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => callback(null, signer.authorizeChannel(socketId, channelName)),
    },
    userAuthentication: {
      endpoint: 'unused',
      transport: 'ajax',
      customHandler: ({ socketId }, callback) => callback(null, userSignature(socketId, user)),
    },
  });
  client.signin();
  clients.push(client);
  return client;
}

function subscribed(client: PusherClient, channelName: string): Promise<'subscribed' | 'refused'> {
  const channel = client.subscribe(channelName);
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve('subscribed'));
    channel.bind('pusher:subscription_error', () => resolve('refused'));
  });
}

describe('the built-in Pusher-protocol server', () => {
  it('delivers an event triggered with the pusher package to a pusher-js client subscribed to the channel', async () => {
    const client = connect();
    expect(await subscribed(client, 'private-user-1')).toBe('subscribed');
    const received = new Promise<unknown>((resolve) => client.channel('private-user-1').bind('notification', resolve));
    await trigger.trigger('private-user-1', 'notification', { message: 'Your order shipped', meta: { orderId: 'ORD-1' } });
    expect(await received).toEqual({ message: 'Your order shipped', meta: { orderId: 'ORD-1' } });
  });

  it('delivers batch triggers, and only to the channels named', async () => {
    const client = connect(trigger, { id: '1', role: 'ADMIN' });
    expect(await subscribed(client, 'private-admin')).toBe('subscribed');
    const events: unknown[] = [];
    client.channel('private-admin').bind('newAdminNotification', (data: unknown) => events.push(data));
    const other = new Promise<unknown>((resolve) => client.channel('private-admin').bind('done', resolve));
    await trigger.triggerBatch([
      { channel: 'private-user-2', name: 'newAdminNotification', data: { message: 'not for admins' } },
      { channel: 'private-admin', name: 'newAdminNotification', data: { message: 'New order' } },
      { channel: 'private-admin', name: 'done', data: {} },
    ]);
    await other;
    expect(events).toEqual([{ message: 'New order' }]);
  });

  it('refuses a subscription signed with another secret', async () => {
    const forger = new Pusher({ ...credentials, secret: 'not-the-secret', host: '127.0.0.1', port: String(server.port), useTLS: false });
    expect(await subscribed(connect(forger), 'private-user-1')).toBe('refused');
  });

  it('refuses unsigned and wrongly signed triggers', async () => {
    const unsigned = await fetch(`http://127.0.0.1:${server.port}/apps/${credentials.appId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'notification', channels: ['private-user-1'], data: '{}' }),
    });
    expect(unsigned.status).toBe(401);
    const forger = new Pusher({ ...credentials, secret: 'not-the-secret', host: '127.0.0.1', port: String(server.port), useTLS: false });
    await expect(forger.trigger('private-user-1', 'notification', {})).rejects.toMatchObject({ status: 401 });
  });

  it('does not deliver a refused trigger', async () => {
    const client = connect(trigger, { id: '3', role: 'USER' });
    expect(await subscribed(client, 'private-user-3')).toBe('subscribed');
    const events: unknown[] = [];
    client.channel('private-user-3').bind('notification', (data: unknown) => events.push(data));
    const forger = new Pusher({ ...credentials, secret: 'not-the-secret', host: '127.0.0.1', port: String(server.port), useTLS: false });
    await forger.trigger('private-user-3', 'notification', { message: 'forged' }).catch(() => undefined);
    const done = new Promise((resolve) => client.channel('private-user-3').bind('marker', resolve));
    await trigger.trigger('private-user-3', 'marker', {});
    await done;
    expect(events).toEqual([]);
  });
});

/** A raw socket signed in as `user`, once the server has answered the sign-in. */
async function signedInSocket(user: SignedInUser, sessionEnd?: number) {
  const socket = rawSocket(credentials.key, server.port);
  socket.send('pusher:signin', userSignature(await socket.socketId, user, sessionEnd));
  await socket.next('pusher:signin_success');
  return socket;
}

/** Subscribes the raw socket with a valid channel signature and returns the server's answer. */
async function subscribeWithSignature(socket: ReturnType<typeof rawSocket>, channel: string) {
  socket.send('pusher:subscribe', { channel, auth: trigger.authorizeChannel(await socket.socketId, channel).auth });
  return socket.subscriptionAnswer();
}

describe('sockets belong to users', () => {
  it('a valid channel signature opens only what the signed-in user may: their own channel, the admins’ for an ADMIN', async () => {
    const shopper = await signedInSocket(SHOPPER);
    expect(await subscribeWithSignature(shopper, 'private-user-2')).toBe('refused');
    expect(await subscribeWithSignature(shopper, 'private-admin')).toBe('refused');
    expect(await subscribeWithSignature(shopper, 'private-user-1')).toBe('subscribed');
    const admin = await signedInSocket({ id: '4', role: 'ADMIN' });
    expect(await subscribeWithSignature(admin, 'private-admin')).toBe('subscribed');
    for (const socket of [shopper, admin]) socket.socket.close();
  });

  it('refuses a sign-in whose session has ended (4009) and closes a signed-in socket when its session ends (4200)', async () => {
    const late = rawSocket(credentials.key, server.port);
    late.send('pusher:signin', userSignature(await late.socketId, SHOPPER, Date.now() / 1000 - 1));
    expect(await late.closed).toBe(4009);
    const ending = await signedInSocket(SHOPPER, Date.now() / 1000 + 0.3);
    expect(await subscribeWithSignature(ending, 'private-user-1')).toBe('subscribed');
    expect(await ending.closed).toBe(4200);
  });

  it('refuses a second sign-in on a socket (4009)', async () => {
    const socket = await signedInSocket(SHOPPER);
    socket.send('pusher:signin', userSignature(await socket.socketId, { ...SHOPPER, role: 'ADMIN' }));
    expect(await socket.closed).toBe(4009);
  });

  it('terminate_connections closes the user’s sockets and those not signed in yet; another user’s stays open', async () => {
    const own = await signedInSocket({ id: '5', role: 'USER' });
    const unsigned = rawSocket(credentials.key, server.port);
    await unsigned.ready;
    const other = await signedInSocket({ id: '6', role: 'USER' });
    await trigger.terminateUserConnections('5');
    expect(await own.closed).toBe(4200);
    expect(await unsigned.closed).toBe(4200);
    expect(await subscribeWithSignature(other, 'private-user-6')).toBe('subscribed');
    other.socket.close();
  });
});

describe('malformed frames', () => {
  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a number', '1'],
    ['a string', '"x"'],
    ['an empty object', '{}'],
    ['a null event', '{"event":null}'],
    ['a subscribe with null data', '{"event":"pusher:subscribe","data":null}'],
    ['invalid JSON', '{"event":'],
    ['a frame over 10 KB', JSON.stringify({ event: 'pusher:ping', data: 'x'.repeat(11 * 1024) })],
  ])('%s touches only the socket that sent it; the server keeps serving the others', async (_case, frame) => {
    const bystander = connect(trigger, { id: '9', role: 'USER' });
    expect(await subscribed(bystander, 'private-user-9')).toBe('subscribed');
    const attacker = rawSocket(credentials.key, server.port);
    await attacker.ready;
    attacker.socket.send(frame);
    // The attacker is told off (pusher:error) or disconnected; either way the server answers a ping afterwards.
    const outcome = await Promise.race([attacker.next('pusher:error').then(() => 'error' as const), attacker.closed.then(() => 'closed' as const)]);
    if (outcome === 'error') {
      attacker.socket.send(JSON.stringify({ event: 'pusher:ping', data: {} }));
      expect((await attacker.next('pusher:pong')).event).toBe('pusher:pong');
      attacker.socket.close();
    }
    const received = new Promise<unknown>((resolve) => bystander.channel('private-user-9').bind('after', resolve));
    await trigger.trigger('private-user-9', 'after', { still: 'serving' });
    expect(await received).toEqual({ still: 'serving' });
    bystander.disconnect();
  });
});

describe('idle sockets and connections per address', () => {
  it('pings a socket silent for the activity timeout and closes it (4201) when no pong follows; one that answers stays', async () => {
    const idle = await startRealtimeServer({ ...credentials, port: 0, host: '127.0.0.1', activityTimeoutMs: 100, pongTimeoutMs: 1000 });
    try {
      const silent = rawSocket(credentials.key, idle.port);
      await silent.ready;
      const answering = rawSocket(credentials.key, idle.port);
      await answering.ready;
      let pongs = 0;
      answering.socket.on('message', (data) => {
        if (JSON.parse(data.toString()).event !== 'pusher:ping') return;
        answering.socket.send(JSON.stringify({ event: 'pusher:pong', data: {} }));
        pongs += 1;
      });
      await silent.next('pusher:ping');
      expect(await silent.closed).toBe(4201);
      // Pinged too, by the same clock, and still open: its pongs counted.
      expect(pongs).toBeGreaterThan(0);
      expect(answering.socket.readyState).toBe(WebSocket.OPEN);
      answering.socket.close();
    } finally {
      await idle.close();
    }
  });

  it('refuses a connection over the per-address cap (pusher:error 4100, closed) and still takes other addresses', async () => {
    const capped = await startRealtimeServer({
      ...credentials,
      port: 0,
      host: '127.0.0.1',
      maxConnectionsPerAddress: 2,
      // Behind a trusted proxy on loopback, so that the test can speak for several client addresses.
      trustProxy: trustedProxies(['loopback']),
    });
    try {
      const from = (address: string) => rawSocket(credentials.key, capped.port, { 'x-forwarded-for': address });
      const first = from('203.0.113.7');
      const second = from('203.0.113.7');
      await Promise.all([first.ready, second.ready]);
      const third = from('203.0.113.7');
      const error = await third.next('pusher:error');
      expect(JSON.parse(error.data!)).toEqual({ code: 4100, message: 'Too many connections from this address' });
      expect(await third.closed).toBe(4100);
      const elsewhere = from('198.51.100.2');
      expect((await elsewhere.ready).event).toBe('pusher:connection_established');
      for (const open of [first, second, elsewhere]) expect(open.socket.readyState).toBe(WebSocket.OPEN);
      for (const open of [first, second, elsewhere]) open.socket.close();
    } finally {
      await capped.close();
    }
  });
});
