import type { NextResponse } from 'next/server';
import { clearSessionCookie } from '@/lib/auth/cookies';
import { ok, withApi } from '@/lib/http';
import { deleteOwnAccount } from '@/lib/users/manage-users';

export const GET = withApi(async ({ session }) => ok('User details', session.user), { access: 'user' });

/** Deletes the caller's own account and ends the session. */
export const DELETE = withApi(
  async ({ session }) => {
    await deleteOwnAccount(session.user._id);
    const response: NextResponse = ok('Account deleted');
    clearSessionCookie(response);
    return response;
  },
  { access: 'user' },
);
