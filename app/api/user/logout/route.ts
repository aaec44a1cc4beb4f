import { clearSessionCookie } from '@/lib/auth/cookies';
import { endSession } from '@/lib/users/end-session';
import { ok, withApi } from '@/lib/http';

export const POST = withApi(
  async ({ session }) => {
    await endSession(session.claims);
    const response = ok('Logged out successfully!');
    clearSessionCookie(response);
    return response;
  },
  { access: 'user' },
);
