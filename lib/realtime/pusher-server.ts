import Pusher from 'pusher';
import { config } from '@/lib/config';
import { realtimeSettings } from './settings';

let pusher: Pusher | undefined;

/** The one server-side Pusher client: Pusher Channels when configured, else the shop's own realtime server. */
export function pusherServer(): Pusher {
  if (!pusher) {
    const settings = realtimeSettings(config());
    const credentials = { appId: settings.appId, key: settings.key, secret: settings.secret, useTLS: settings.useTLS, timeout: 5000 };
    pusher = settings.host
      ? new Pusher({ ...credentials, host: settings.host, ...(settings.port && { port: String(settings.port) }) })
      : new Pusher({ ...credentials, cluster: settings.cluster ?? 'mt1' });
  }
  return pusher;
}
