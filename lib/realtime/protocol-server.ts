import 'server-only';
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { z } from 'zod';
import { Role } from '@/lib/generated/prisma/enums';
import { clientAddressOf, trustedProxies, type ProxyTrust } from '@/lib/security/client-address';
import { maySubscribe } from './channels';

/**
 * A small server speaking the Pusher Channels protocol (v7) for the shop's own private channels, used when no
 * Pusher account is configured, so the `pusher` and `pusher-js` packages run unchanged everywhere:
 * - websocket clients at /app/{key}: connection_established, ping/pong, user sign-in (pusher:signin with the
 *   signature /api/pusher/user-auth hands out: the user's id, role and session end), subscribe to private channels
 *   with the signature the shop's /api/pusher/auth handed out, unsubscribe. A subscription needs a signed-in socket
 *   whose user may listen there (lib/realtime/channels.ts): a channel signature says only "this socket, this
 *   channel", so it is the sign-in that binds a socket to a user and that user's rights;
 * - the HTTP API, signed like Pusher's (auth_key, auth_timestamp, body_md5, auth_signature): POST
 *   /apps/{appId}/events and /batch_events, and /apps/{appId}/users/{userId}/terminate_connections, which closes
 *   that user's sockets and every socket not signed in yet (4200: pusher-js reconnects at once and must be
 *   authorised again with its current rights);
 * - a signed-in socket is closed (4200) when the session it signed in with ends, and a sign-in after that is refused;
 * - silent sockets are pinged after the activity timeout and closed (4201) when they do not answer; connections
 *   per client address are capped (4100). A malformed frame is answered with pusher:error and never reaches
 *   further than its own socket.
 * Public and presence channels, client events and webhooks are not needed by the shop and not offered.
 */

export type RealtimeServerOptions = {
  appId: string;
  key: string;
  secret: string;
  port: number;
  host?: string;
  /** Silence after which the server pings a socket; advertised to clients as activity_timeout (120 s). */
  activityTimeoutMs?: number;
  /** How long a pinged socket has to answer before it is closed (4201). */
  pongTimeoutMs?: number;
  /** Open sockets per client address; the next one is refused (4100). */
  maxConnectionsPerAddress?: number;
  /** Whose X-Forwarded-For to believe for the client address (default: nobody's, the socket's address). */
  trustProxy?: ProxyTrust;
};
export type RealtimeServer = { port: number; close(): Promise<void> };

const TRIGGER_MAX_AGE_SECONDS = 600;
const MAX_BODY_BYTES = 256 * 1024;
const MAX_FRAME_BYTES = 10 * 1024;
// Subscriptions that arrived before the socket signed in, kept until it does (pusher-js sends both at once).
const MAX_PENDING_SUBSCRIPTIONS = 10;
// setTimeout's longest delay; a longer one would fire at once (sessions last 7 days, far below it).
const MAX_TIMER_MS = 2 ** 31 - 1;

/** What a client may send: one JSON object with a string event; anything else is answered with pusher:error. */
const frameSchema = z.object({ event: z.string().max(200), channel: z.string().max(200).optional(), data: z.unknown().optional() });
const subscribeSchema = z.object({ channel: z.string().max(200), auth: z.string().max(300).optional() });
const signinSchema = z.object({ auth: z.string().max(300), user_data: z.string().max(2000) });
/** What /api/pusher/user-auth signs: who, their role when signing, and when their session ends (Unix seconds). */
const userDataSchema = z.object({ id: z.string().min(1).max(200), role: z.enum(Role), exp: z.number() });

type Subscribe = z.output<typeof subscribeSchema>;
type Client = {
  socket: WebSocket;
  socketId: string;
  address: string;
  /** The user the socket signed in as (pusher:signin), whose rights its private subscriptions rest on. */
  user?: z.output<typeof userDataSchema>;
  channels: Set<string>;
  pending: Subscribe[];
  idleTimer?: NodeJS.Timeout;
  /** Closes the signed-in socket when its session ends. */
  sessionTimer?: NodeJS.Timeout;
};

function hmac(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function send(socket: WebSocket, message: { event: string; channel?: string; data: unknown }) {
  socket.send(JSON.stringify({ ...message, data: typeof message.data === 'string' ? message.data : JSON.stringify(message.data) }));
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new Error('Request body too large'));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** What the `pusher` package posts (after its signature is checked): one event, or a batch of them. */
const triggerEventSchema = z
  .object({ name: z.string().max(200), data: z.unknown().optional(), channel: z.string().optional(), channels: z.array(z.string()).optional() })
  .transform((event) => ({
    name: event.name,
    data: typeof event.data === 'string' ? event.data : JSON.stringify(event.data ?? null),
    channels: event.channels ?? (event.channel === undefined ? [] : [event.channel]),
  }));
const batchSchema = z.object({ batch: z.array(triggerEventSchema) });

type TriggerEvent = z.output<typeof triggerEventSchema>;

function parseTrigger(kind: 'events' | 'batch_events', body: string): TriggerEvent[] {
  const parsed: unknown = JSON.parse(body);
  return kind === 'batch_events' ? batchSchema.parse(parsed).batch : [triggerEventSchema.parse(parsed)];
}

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
  const activityTimeoutMs = options.activityTimeoutMs ?? 120_000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 30_000;
  const maxPerAddress = options.maxConnectionsPerAddress ?? 20;
  const trust = options.trustProxy ?? trustedProxies([]);
  const clients = new Set<Client>();

  /** Pusher's request signing: HMAC of 'METHOD\npath\nsorted query without auth_signature'. */
  function triggerRefusal(request: IncomingMessage, url: URL, body: string): string | null {
    const query = Object.fromEntries(url.searchParams);
    if (query.auth_key !== options.key) return 'Unknown auth_key';
    const timestamp = Number(query.auth_timestamp);
    if (!Number.isFinite(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > TRIGGER_MAX_AGE_SECONDS) return 'Timestamp expired';
    if (body && query.body_md5 !== createHash('md5').update(body).digest('hex')) return 'body_md5 does not match';
    const signed = Object.keys(query)
      .filter((name) => name !== 'auth_signature')
      .sort()
      .map((name) => `${name.toLowerCase()}=${query[name]}`)
      .join('&');
    const expected = hmac(options.secret, `${request.method}\n${url.pathname}\n${signed}`);
    return query.auth_signature && sameText(query.auth_signature, expected) ? null : 'Invalid signature';
  }

  function publish(event: TriggerEvent) {
    for (const client of clients) {
      for (const channel of event.channels) {
        if (client.channels.has(channel)) send(client.socket, { event: event.name, channel, data: event.data });
      }
    }
  }

  async function handleHttp(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://realtime.local');
    const match = /^\/apps\/([^/]+)\/(events|batch_events|users\/([^/]+)\/terminate_connections)$/.exec(url.pathname);
    const reply = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (request.method !== 'POST' || !match || match[1] !== options.appId) return reply(404, '{"error":"Not found"}');
    try {
      const body = await readBody(request);
      const refusal = triggerRefusal(request, url, body);
      if (refusal) return reply(401, JSON.stringify({ error: refusal }));
      if (match[3]) {
        const userId = decodeURIComponent(match[3]);
        // A socket not signed in yet may hold signatures got with the right that ended: it goes too (pusher-js
        // signs in at once, so only sockets between connecting and signing in are affected; they reconnect).
        for (const client of clients) {
          if (client.user && client.user.id !== userId) continue;
          client.channels.clear();
          client.socket.close(4200, 'Connection terminated');
        }
      } else {
        parseTrigger(match[2] as 'events' | 'batch_events', body).forEach(publish);
      }
      reply(200, '{}');
    } catch (error) {
      reply(400, JSON.stringify({ error: error instanceof Error ? error.message : 'Bad request' }));
    }
  }

  function refuseFrame(client: Client, message: string) {
    send(client.socket, { event: 'pusher:error', data: { code: null, message } });
  }

  function subscribe(client: Client, request: Subscribe) {
    const { channel } = request;
    const refuse = () =>
      send(client.socket, {
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', error: 'Invalid signature for this channel', status: 401 },
      });
    // pusher-js's own channel for server-to-user events, open to the signed-in user only.
    if (channel.startsWith('#server-to-user-')) {
      if (!client.user || channel !== `#server-to-user-${client.user.id}`) return refuse();
    } else {
      // The signature /api/pusher/auth gives an entitled user; it may have been got with a right since ended, so
      // the signed-in user's own rights decide.
      const expected = `${options.key}:${hmac(options.secret, `${client.socketId}:${channel}`)}`;
      if (!sameText(request.auth ?? '', expected)) return refuse();
      if (!client.user) {
        if (client.pending.length >= MAX_PENDING_SUBSCRIPTIONS) return refuse();
        return void client.pending.push(request);
      }
      if (!maySubscribe(client.user, channel)) return refuse();
    }
    client.channels.add(channel);
    send(client.socket, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
  }

  /** Pusher user authentication: `<key>:<HMAC of "socket_id::user::user_data">`, from /api/pusher/user-auth. */
  function signin(client: Client, data: z.output<typeof signinSchema>) {
    const expected = `${options.key}:${hmac(options.secret, `${client.socketId}::user::${data.user_data}`)}`;
    let user: z.output<typeof userDataSchema> | undefined;
    try {
      user = sameText(data.auth, expected) ? userDataSchema.parse(JSON.parse(data.user_data)) : undefined;
    } catch {
      user = undefined;
    }
    // One sign-in per socket: pusher-js signs in once per connection, and a second one could only swap rights.
    if (!user || client.user || user.exp * 1000 <= Date.now()) {
      send(client.socket, { event: 'pusher:error', data: { code: 4009, message: 'Invalid signin' } });
      return client.socket.close(4009, 'Invalid signin');
    }
    client.user = user;
    const sessionLeftMs = Math.min(user.exp * 1000 - Date.now(), MAX_TIMER_MS);
    client.sessionTimer = setTimeout(() => client.socket.close(4200, 'Session ended'), sessionLeftMs);
    send(client.socket, { event: 'pusher:signin_success', data: { user_data: data.user_data } });
    client.pending.splice(0).forEach((request) => subscribe(client, request));
  }

  function handleMessage(client: Client, raw: string) {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return refuseFrame(client, 'Invalid JSON');
    }
    const frame = frameSchema.safeParse(json);
    if (!frame.success) return refuseFrame(client, 'Invalid message: an object with a string event is expected');
    const { event, data } = frame.data;
    if (event === 'pusher:ping') return send(client.socket, { event: 'pusher:pong', data: {} });
    if (event === 'pusher:pong') return;
    if (event === 'pusher:signin') {
      const parsed = signinSchema.safeParse(data);
      return parsed.success ? signin(client, parsed.data) : refuseFrame(client, 'Invalid pusher:signin data');
    }
    if (event === 'pusher:subscribe' || event === 'pusher:unsubscribe') {
      const parsed = subscribeSchema.safeParse(data);
      if (!parsed.success) return refuseFrame(client, `Invalid ${event} data`);
      if (event === 'pusher:subscribe') return subscribe(client, parsed.data);
      client.channels.delete(parsed.data.channel);
      client.pending = client.pending.filter((request) => request.channel !== parsed.data.channel);
      return;
    }
    refuseFrame(client, `Unsupported event: ${event}`);
  }

  /** Any frame is activity; after activityTimeoutMs of silence a ping, then pongTimeoutMs to answer anything. */
  function watchActivity(client: Client) {
    clearTimeout(client.idleTimer);
    client.idleTimer = setTimeout(() => {
      send(client.socket, { event: 'pusher:ping', data: {} });
      client.idleTimer = setTimeout(() => client.socket.close(4201, 'Pong reply not received'), pongTimeoutMs);
    }, activityTimeoutMs);
  }

  function connectionsFrom(address: string): number {
    let count = 0;
    for (const client of clients) if (client.address === address) count += 1;
    return count;
  }

  function accept(websocket: WebSocket, request: IncomingMessage) {
    const url = new URL(request.url ?? '/', 'http://realtime.local');
    const refuse = (code: number, message: string) => {
      send(websocket, { event: 'pusher:error', data: { code, message } });
      websocket.close(code, message);
    };
    if (url.pathname !== `/app/${options.key}`) return refuse(4001, 'App key not in this server');
    const address = clientAddressOf(request, trust);
    if (connectionsFrom(address) >= maxPerAddress) return refuse(4100, 'Too many connections from this address');
    const client: Client = {
      socket: websocket,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      address,
      channels: new Set(),
      pending: [],
    };
    clients.add(client);
    const forget = () => {
      clearTimeout(client.idleTimer);
      clearTimeout(client.sessionTimer);
      clients.delete(client);
    };
    websocket.on('message', (data) => {
      // Whatever one socket sends, a fault ends that socket only, never the process.
      try {
        watchActivity(client);
        handleMessage(client, data.toString());
      } catch (error) {
        console.error(`[realtime] closing socket ${client.socketId}: ${error instanceof Error ? error.message : String(error)}`);
        websocket.close(1011, 'Internal error');
      }
    });
    websocket.on('close', forget);
    // A frame over the size limit or a protocol violation: ws closes the socket; nothing else to do.
    websocket.on('error', forget);
    watchActivity(client);
    send(websocket, {
      event: 'pusher:connection_established',
      data: { socket_id: client.socketId, activity_timeout: Math.max(1, Math.round(activityTimeoutMs / 1000)) },
    });
  }

  const server = createServer((request, response) =>
    handleHttp(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
    }),
  );
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  server.on('upgrade', (request, socket, head) => {
    sockets.handleUpgrade(request, socket, head, (websocket) => {
      try {
        accept(websocket, request);
      } catch (error) {
        console.error(`[realtime] refusing a connection: ${error instanceof Error ? error.message : String(error)}`);
        websocket.terminate();
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const client of clients) {
        clearTimeout(client.idleTimer);
        client.socket.terminate();
      }
      sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
