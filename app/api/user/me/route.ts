import type { NextResponse } from 'next/server';
import { clearSessionCookie } from '@/lib/auth/cookies';
import { ok, withApi } from '@/lib/http';
import { deleteOwnAccount } from '@/lib/users/manage-users';
import { toUserJson } from '@/lib/users/user-json';
import { getUser } from '@/lib/users/users';

export const GET = withApi(async ({ session }) => ok('User details', toUserJson(await getUser(session.user.id))), { access: 'user' });

/** Deletes the caller's own account and ends the session. */
export const DELETE = withApi(
  async ({ session }) => {
    await deleteOwnAccount(session.user.id);
    const response: NextResponse = ok('Account deleted');
    clearSessionCookie(response);
    return response;
  },
  { access: 'user' },
);
