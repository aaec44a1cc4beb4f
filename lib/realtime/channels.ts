import type { ActorRef } from '@/lib/auth/actor';

/**
 * The live channels and events (docs/decisions.md, Realtime and notifications). No server-only imports: the browser
 * subscribes by these names too.
 */
export const ADMIN_CHANNEL = 'private-admin';
export const USER_EVENT = 'notification';
export const ADMIN_EVENT = 'newAdminNotification';

export function userChannel(userId: string): string {
  return `private-user-${userId}`;
}

/** Who may listen where: a user on their own channel, an admin also on the admin channel; nobody elsewhere. */
export function maySubscribe(viewer: ActorRef, channel: string): boolean {
  if (channel === userChannel(viewer.id)) return true;
  return channel === ADMIN_CHANNEL && viewer.role === 'ADMIN';
}
