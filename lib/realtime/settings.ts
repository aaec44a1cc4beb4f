import 'server-only';
import { createHmac } from 'node:crypto';
import type { Config } from '@/lib/config';

/**
 * Where live events go. With PUSHER_* set: Pusher Channels (or any compatible server at PUSHER_HOST). Without:
 * the shop's own Pusher-protocol server (lib/realtime/protocol-server.ts) at REALTIME_HOST:REALTIME_PORT, with an
 * app key and secret derived from the auth secret, so the process that runs it and the web servers that trigger agree.
 */
export type RealtimeSettings = {
  builtIn: boolean;
  appId: string;
  key: string;
  secret: string;
  /** For the server-side trigger. */
  host: string | undefined;
  port: number | undefined;
  cluster: string | undefined;
  useTLS: boolean;
};

/** What the browser needs to connect (nothing secret). wsHost undefined: the page's own host name. */
export type RealtimeClientSettings = { key: string; cluster: string; wsHost?: string; wsPort?: number; forceTLS: boolean; builtIn: boolean };

function derived(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(`realtime:${purpose}`).digest('hex').slice(0, 32);
}

export function realtimeSettings(config: Pick<Config, 'pusher' | 'realtimePort' | 'realtimeHost' | 'authSecret'>): RealtimeSettings {
  if (config.pusher) {
    return {
      builtIn: false,
      appId: config.pusher.appId,
      key: config.pusher.key,
      secret: config.pusher.secret,
      host: config.pusher.host,
      port: config.pusher.port,
      cluster: config.pusher.cluster,
      useTLS: true,
    };
  }
  return {
    builtIn: true,
    appId: 'lanka-shop',
    key: `local-${derived(config.authSecret, 'key').slice(0, 20)}`,
    secret: derived(config.authSecret, 'secret'),
    host: config.realtimeHost,
    port: config.realtimePort,
    cluster: undefined,
    useTLS: false,
  };
}

export function realtimeClientSettings(settings: RealtimeSettings): RealtimeClientSettings {
  if (settings.builtIn) return { key: settings.key, cluster: 'local', wsPort: settings.port, forceTLS: false, builtIn: true };
  return {
    key: settings.key,
    cluster: settings.cluster ?? 'mt1',
    ...(settings.host && { wsHost: settings.host, wsPort: settings.port }),
    forceTLS: true,
    builtIn: false,
  };
}

/**
 * Where a page's websocket may connect (its CSP connect-src): the built-in server on its port of the page's host (the
 * browser uses the address it loaded the page from: `pageHosts` names it), else hosted Pusher's endpoint for the
 * cluster, or the compatible server at PUSHER_HOST. Both schemes: a page served over TLS connects with wss.
 */
export function realtimeConnectSources(client: RealtimeClientSettings, pageHosts: readonly string[]): string[] {
  const endpoint = (host: string, port: number | undefined) => `${host}${port === undefined ? '' : `:${port}`}`;
  if (client.builtIn) return pageHosts.flatMap((host) => [`ws://${endpoint(host, client.wsPort)}`, `wss://${endpoint(host, client.wsPort)}`]);
  if (client.wsHost) return [`wss://${endpoint(client.wsHost, client.wsPort)}`];
  return [`wss://ws-${client.cluster}.pusher.com`];
}
