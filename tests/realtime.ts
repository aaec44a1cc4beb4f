import PusherClient from 'pusher-js';
import { WebSocket } from 'ws';
import { POST as pusherAuthRoute } from '@/app/api/pusher/auth/route';
import { POST as userAuthRoute } from '@/app/api/pusher/user-auth/route';
import { pusherServer } from '@/lib/realtime/pusher-server';
import { call, type CallOptions } from './api';

/**
 * pusher-js clients in node against the shop's built-in realtime server, their channels authorised by the shop's
 * own POST /api/pusher/auth with a test session (what the browser does), and a recorder of what a channel receives.
 */

/** POST /api/pusher/auth with pusher-js's form-encoded fields. */
export function authorizeChannel(fields: Record<string, string>, options: CallOptions = {}) {
  return call(pusherAuthRoute, 'POST', '/api/pusher/auth', {
    raw: { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' },
    ...options,
  });
}

/** POST /api/pusher/user-auth with pusher-js's form-encoded socket_id. */
export function authenticateUser(fields: Record<string, string>, options: CallOptions = {}) {
  return call(userAuthRoute, 'POST', '/api/pusher/user-auth', {
    raw: { body: new URLSearchParams(fields).toString(), contentType: 'application/x-www-form-urlencoded' },
    ...options,
  });
}

const clients = new Set<PusherClient>();

/** A websocket-only pusher-js client of the realtime server at 127.0.0.1:port, signed in and authorised as `session`. */
export function connectRealtime(key: string, port: number, session: { token: string }): PusherClient {
  const client = new PusherClient(key, {
    cluster: 'local',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    channelAuthorization: {
      endpoint: '/api/pusher/auth',
      transport: 'ajax',
      customHandler: ({ socketId, channelName }, callback) => {
        authorizeChannel({ socket_id: socketId, channel_name: channelName }, { token: session.token }).then(
          (reply) => (reply.status === 200 ? callback(null, reply.body as unknown as { auth: string }) : callback(new Error(reply.body.message), null)),
          (error: Error) => callback(error, null),
        );
      },
    },
    userAuthentication: {
      endpoint: '/api/pusher/user-auth',
      transport: 'ajax',
      customHandler: ({ socketId }, callback) => {
        authenticateUser({ socket_id: socketId }, { token: session.token }).then(
          (reply) =>
            reply.status === 200
              ? callback(null, reply.body as unknown as { auth: string; user_data: string })
              : callback(new Error(reply.body.message), null),
          (error: Error) => callback(error, null),
        );
      },
    },
  });
  client.signin();
  clients.add(client);
  return client;
}

export function disconnectRealtimeClients(): void {
  for (const client of clients) client.disconnect();
  clients.clear();
}

/** Subscribes and says whether the server let the client in. */
export function subscribed(client: PusherClient, channelName: string): Promise<'subscribed' | 'refused'> {
  const channel = client.subscribe(channelName);
  return new Promise((resolve) => {
    channel.bind('pusher:subscription_succeeded', () => resolve('subscribed'));
    channel.bind('pusher:subscription_error', () => resolve('refused'));
  });
}

export type ReceivedEvent = { event: string; data: unknown };

const MARKER = 'test-marker';

/**
 * Records every event a subscribed channel receives. `settle()` triggers a marker on the channel and waits for it:
 * the server delivers in order, so everything triggered before has arrived by then; it returns (and forgets) what
 * came before the marker.
 */
export function recordChannel(client: PusherClient, channelName: string) {
  const channel = client.channel(channelName);
  let received: ReceivedEvent[] = [];
  let markerSeen: (() => void) | undefined;
  channel.bind_global((event: string, data: unknown) => {
    if (event === MARKER) markerSeen?.();
    else if (!event.startsWith('pusher')) received.push({ event, data });
  });
  return {
    async settle(): Promise<ReceivedEvent[]> {
      const seen = new Promise<void>((resolve) => (markerSeen = resolve));
      await pusherServer().trigger(channelName, MARKER, {});
      await seen;
      const events = received;
      received = [];
      return events;
    },
    /** Waits until `count` events (other than markers) have arrived, and returns them. */
    async next(count = 1): Promise<ReceivedEvent[]> {
      while (received.length < count) await new Promise((resolve) => setTimeout(resolve, 20));
      const events = received.slice(0, count);
      received = received.slice(count);
      return events;
    },
  };
}

/**
 * A raw websocket to the realtime server at 127.0.0.1:port, speaking the protocol frame by frame (what an attacker
 * does with signatures they keep), with every frame it receives parsed, and its close code.
 */
export function rawSocket(key: string, port: number, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}`, { headers });
  const frames: { event: string; data?: string; channel?: string }[] = [];
  const waiters: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    waiters.splice(0).forEach((wake) => wake());
  });
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  /** The next frame with one of these event names (waiting for it if needed). */
  async function next(...events: string[]) {
    for (;;) {
      const index = frames.findIndex((frame) => events.includes(frame.event));
      if (index >= 0) return frames.splice(index, 1)[0]!;
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  }
  const ready = next('pusher:connection_established');
  return {
    socket,
    frames,
    closed,
    next,
    ready,
    socketId: ready.then((frame) => (JSON.parse(frame.data!) as { socket_id: string }).socket_id),
    /** Sends one frame; once the server has closed the socket it is dropped, as a browser's would be. */
    send: (event: string, data: unknown) => socket.send(JSON.stringify({ event, data })),
    /** The server's answer to the subscription sent, or 'closed' when it closes the socket first. */
    subscriptionAnswer: (): Promise<'subscribed' | 'refused' | 'closed'> =>
      Promise.race([
        next('pusher_internal:subscription_succeeded', 'pusher:subscription_error').then((frame) =>
          frame.event === 'pusher:subscription_error' ? ('refused' as const) : ('subscribed' as const),
        ),
        closed.then(() => 'closed' as const),
      ]),
  };
}
