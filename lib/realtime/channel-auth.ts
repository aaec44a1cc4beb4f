import 'server-only';
import { z } from 'zod';
import type { ActorRef } from '@/lib/auth/actor';
import type { Session } from '@/lib/auth/resolve-session';
import { SESSION_MAX_AGE_SECONDS } from '@/lib/auth/session-token';
import { AppError } from '@/lib/errors';
import { maySubscribe } from './channels';
import { pusherServer } from './pusher-server';

/** pusher-js posts socket_id and channel_name, form-encoded. */
export const channelAuthSchema = z.object({
  socket_id: z.string({ error: 'socket_id is required' }).regex(/^\d+\.\d+$/, 'socket_id is invalid'),
  channel_name: z.string({ error: 'channel_name is required' }).min(1, 'channel_name is required').max(164, 'channel_name is invalid'),
});

/** pusher-js's user authentication posts the socket_id alone, form-encoded. */
export const userAuthSchema = channelAuthSchema.pick({ socket_id: true });

/**
 * Pusher user authentication: binds the socket to the signed-in user, so that the built-in realtime server lets it
 * listen only where the user may (their id and role from the database) and closes it when the session ends (`exp`)
 * or a right ends (endLiveConnections). Replies Pusher's `{auth, user_data}`.
 */
export function authenticateUser({ user, claims }: Session, input: z.output<typeof userAuthSchema>): { auth: string; user_data: string } {
  const sessionEnd = Math.min(claims.exp, claims.auth_time + SESSION_MAX_AGE_SECONDS);
  return pusherServer().authenticateUser(input.socket_id, { id: user.id, role: user.role, exp: sessionEnd });
}

/** The signature that lets this socket listen on the channel, for an entitled viewer only. */
export function authorizeChannel(viewer: ActorRef, input: z.output<typeof channelAuthSchema>): { auth: string } {
  if (!maySubscribe(viewer, input.channel_name)) throw new AppError('forbidden', 'You may not subscribe to this channel');
  return pusherServer().authorizeChannel(input.socket_id, input.channel_name);
}
