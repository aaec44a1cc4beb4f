import { z } from 'zod';
import { ApiError } from '@/lib/http/errors';
import { maySubscribe } from './channels';
import { pusherServer } from './pusher-server';

/** pusher-js posts socket_id and channel_name, form-encoded. */
export const channelAuthSchema = z.object({
  socket_id: z.string({ error: 'socket_id is required' }).regex(/^\d+\.\d+$/, 'socket_id is invalid'),
  channel_name: z.string({ error: 'channel_name is required' }).min(1, 'channel_name is required').max(164, 'channel_name is invalid'),
});

/** The signature that lets this socket listen on the channel, for an entitled viewer only. */
export function authorizeChannel(viewer: { id: string; role: 'USER' | 'ADMIN' }, input: z.output<typeof channelAuthSchema>): { auth: string } {
  if (!maySubscribe(viewer, input.channel_name)) throw new ApiError('forbidden', 'You may not subscribe to this channel');
  return pusherServer().authorizeChannel(input.socket_id, input.channel_name);
}
