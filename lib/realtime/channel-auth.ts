import 'server-only';
import { z } from 'zod';
import type { ActorRef } from '@/lib/auth/actor';
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
 * Pusher user authentication: binds the socket to the signed-in user's id, so that the realtime server can close
 * that user's sockets when a right ends (endLiveConnections). Replies Pusher's `{auth, user_data}`.
 */
export function authenticateUser(viewer: { id: string }, input: z.output<typeof userAuthSchema>): { auth: string; user_data: string } {
  return pusherServer().authenticateUser(input.socket_id, { id: viewer.id });
}

/** The signature that lets this socket listen on the channel, for an entitled viewer only. */
export function authorizeChannel(viewer: ActorRef, input: z.output<typeof channelAuthSchema>): { auth: string } {
  if (!maySubscribe(viewer, input.channel_name)) throw new AppError('forbidden', 'You may not subscribe to this channel');
  return pusherServer().authorizeChannel(input.socket_id, input.channel_name);
}
