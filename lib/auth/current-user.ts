import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { cache } from 'react';
import type { Actor } from './actor';
import { localizedPath } from '@/lib/i18n/locales';
import { ADMIN_ONLY_NOTICE_PATH } from './guard-paths';
import { loginPath } from './login-path';
import { resolveSession } from './resolve-session';
import { sessionCookieName } from './session-token';

/** Who is signed in for the page being rendered, or null (one lookup per request). */
export const getCurrentUser = cache(async (): Promise<Actor | null> => {
  const token = (await cookies()).get(sessionCookieName())?.value;
  return (await resolveSession(token))?.user ?? null;
});

/** For pages that need a session: a guest goes to /login (in the page's language), which brings them back to `path`. */
export async function requireUser(path: string): Promise<Actor> {
  const user = await getCurrentUser();
  if (!user) redirect(localizedPath(loginPath(path), await getLocale()));
  return user;
}

/** For admin pages: a guest goes to /login, anyone else to / with 'Access denied! Admins only.'. */
export async function requireAdmin(path: string): Promise<Actor> {
  const user = await requireUser(path);
  if (user.role !== 'ADMIN') redirect(localizedPath(ADMIN_ONLY_NOTICE_PATH, await getLocale()));
  return user;
}
