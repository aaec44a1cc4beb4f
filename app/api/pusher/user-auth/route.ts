import { NextResponse } from 'next/server';
import { formText, parseFormData, withApi } from '@/lib/http';
import { authenticateUser, userAuthSchema } from '@/lib/realtime/channel-auth';

/** User authentication for pusher-js (`pusher.signin()`, form-encoded socket_id); replies Pusher's `{auth, user_data}`. */
export const POST = withApi(
  async ({ request, session }) => {
    const form = await parseFormData(request);
    const input = userAuthSchema.parse({ socket_id: formText(form, 'socket_id') });
    return NextResponse.json(authenticateUser(session, input));
  },
  { access: 'user' },
);
