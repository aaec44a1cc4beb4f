import { NextResponse } from 'next/server';
import { formText, parseFormData, withApi } from '@/lib/http';
import { authorizeChannel, channelAuthSchema } from '@/lib/realtime/channel-auth';

/** Channel authorisation for pusher-js (form-encoded socket_id and channel_name); replies Pusher's `{auth}`. */
export const POST = withApi(
  async ({ request, session }) => {
    const form = await parseFormData(request);
    const input = channelAuthSchema.parse({ socket_id: formText(form, 'socket_id'), channel_name: formText(form, 'channel_name') });
    return NextResponse.json(authorizeChannel(session.user, input));
  },
  { access: 'user' },
);
