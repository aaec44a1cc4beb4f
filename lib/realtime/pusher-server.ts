import 'server-only';
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

/**
 * Closes every live socket signed in as this user (pusher:signin), once one of their rights has ended (role change,
 * deletion, logout, password reset), and on the built-in server every socket not signed in yet, which may hold
 * signatures got with that right: pusher-js reconnects at once and its channels are authorised again against the
 * user's current rights. A failure is logged, not thrown: the change itself stands, and a realtime server that
 * cannot be reached has no sockets to close (the built-in one starts empty after a restart).
 */
export async function endLiveConnections(userId: string): Promise<void> {
  try {
    await pusherServer().terminateUserConnections(userId);
  } catch (error) {
    console.error(`[realtime] could not close the live connections of user ${userId}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
