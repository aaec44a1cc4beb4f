import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';

/**
 * A small server speaking the Pusher Channels protocol (v7) for the shop's own private channels, used when no
 * Pusher account is configured, so the `pusher` and `pusher-js` packages run unchanged everywhere:
 * - websocket clients at /app/{key}: connection_established, ping/pong, subscribe to private channels with the
 *   signature the shop's /api/pusher/auth handed out, unsubscribe;
 * - the HTTP trigger API POST /apps/{appId}/events and /batch_events, signed like Pusher's (auth_key,
 *   auth_timestamp, body_md5, auth_signature); unsigned or badly signed triggers are refused.
 * Public and presence channels, client events and webhooks are not needed by the shop and not offered.
 */

export type RealtimeServerOptions = { appId: string; key: string; secret: string; port: number; host?: string };
export type RealtimeServer = { port: number; close(): Promise<void> };

const ACTIVITY_TIMEOUT_SECONDS = 120;
const TRIGGER_MAX_AGE_SECONDS = 600;
const MAX_BODY_BYTES = 256 * 1024;

type Client = { socket: WebSocket; socketId: string; channels: Set<string> };

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

type TriggerEvent = { name: string; data: string; channels: string[] };

function parseTrigger(kind: 'events' | 'batch_events', body: string): TriggerEvent[] {
  const parsed = JSON.parse(body) as Record<string, unknown>;
  const one = (item: Record<string, unknown>): TriggerEvent => {
    const channels = Array.isArray(item.channels) ? item.channels : [item.channel];
    if (typeof item.name !== 'string' || !channels.every((channel) => typeof channel === 'string')) throw new Error('Invalid event');
    return { name: item.name, data: typeof item.data === 'string' ? item.data : JSON.stringify(item.data ?? null), channels: channels as string[] };
  };
  if (kind === 'batch_events') {
    if (!Array.isArray(parsed.batch)) throw new Error('Invalid batch');
    return (parsed.batch as Record<string, unknown>[]).map(one);
  }
  return [one(parsed)];
}

export async function startRealtimeServer(options: RealtimeServerOptions): Promise<RealtimeServer> {
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

  async function handleHttp(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://realtime.local');
    const match = /^\/apps\/([^/]+)\/(events|batch_events)$/.exec(url.pathname);
    const reply = (status: number, body: string) => response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    if (request.method !== 'POST' || !match || match[1] !== options.appId) return reply(404, '{"error":"Not found"}');
    try {
      const body = await readBody(request);
      const refusal = triggerRefusal(request, url, body);
      if (refusal) return reply(401, JSON.stringify({ error: refusal }));
      for (const event of parseTrigger(match[2] as 'events' | 'batch_events', body)) {
        for (const client of clients) {
          for (const channel of event.channels) {
            if (client.channels.has(channel)) send(client.socket, { event: event.name, channel, data: event.data });
          }
        }
      }
      reply(200, '{}');
    } catch (error) {
      reply(400, JSON.stringify({ error: error instanceof Error ? error.message : 'Bad request' }));
    }
  }

  function handleMessage(client: Client, raw: string) {
    let message: { event?: unknown; data?: { channel?: unknown; auth?: unknown } };
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    if (message.event === 'pusher:ping') return send(client.socket, { event: 'pusher:pong', data: {} });
    const channel = typeof message.data?.channel === 'string' ? message.data.channel : '';
    if (message.event === 'pusher:unsubscribe') return void client.channels.delete(channel);
    if (message.event !== 'pusher:subscribe') return;
    // Only private channels exist here; their signature is the one /api/pusher/auth gives an entitled user.
    const expected = `${options.key}:${hmac(options.secret, `${client.socketId}:${channel}`)}`;
    const auth = typeof message.data?.auth === 'string' ? message.data.auth : '';
    if (!channel.startsWith('private-') || !sameText(auth, expected)) {
      return send(client.socket, {
        event: 'pusher:subscription_error',
        channel,
        data: { type: 'AuthError', error: 'Invalid signature for this channel', status: 401 },
      });
    }
    client.channels.add(channel);
    send(client.socket, { event: 'pusher_internal:subscription_succeeded', channel, data: {} });
  }

  const server = createServer((request, response) => void handleHttp(request, response));
  const sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://realtime.local');
    sockets.handleUpgrade(request, socket, head, (websocket) => {
      if (url.pathname !== `/app/${options.key}`) {
        send(websocket, { event: 'pusher:error', data: { code: 4001, message: 'App key not in this server' } });
        return websocket.close(4001, 'App key not in this server');
      }
      const client: Client = { socket: websocket, socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`, channels: new Set() };
      clients.add(client);
      websocket.on('message', (data) => handleMessage(client, data.toString()));
      websocket.on('close', () => clients.delete(client));
      websocket.on('error', () => clients.delete(client));
      send(websocket, { event: 'pusher:connection_established', data: { socket_id: client.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS } });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '0.0.0.0', () => resolve());
  });

  return {
    port: (server.address() as AddressInfo).port,
    async close() {
      for (const client of clients) client.socket.terminate();
      sockets.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
