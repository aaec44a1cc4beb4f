import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import type { PublicUser } from '@/lib/users/public-user';
import { ADMIN_ONLY_NOTICE_PATH, loginPath } from './guard-paths';
import { resolveSession } from './resolve-session';
import { sessionCookieName } from './session-token';

/** The signed-in user of the page being rendered, or null (one lookup per request). */
export const getCurrentUser = cache(async (): Promise<PublicUser | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return (await resolveSession(token))?.user ?? null;
});

/** For pages that need a session: a guest goes to /login, which brings them back to `path` afterwards. */
export async function requireUser(path: string): Promise<PublicUser> {
  const user = await getCurrentUser();
  if (!user) redirect(loginPath(path));
  return user;
}

/** For admin pages: a guest goes to /login, anyone else to / with 'Access denied! Admins only.'. */
export async function requireAdmin(path: string): Promise<PublicUser> {
  const user = await requireUser(path);
  if (user.role !== 'ADMIN') redirect(ADMIN_ONLY_NOTICE_PATH);
  return user;
}
