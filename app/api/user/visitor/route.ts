import { resolveSession } from '@/lib/auth/resolve-session';
import { sessionTokenOf } from '@/lib/auth/session-token';
import { config } from '@/lib/config';
import { ok, withApi } from '@/lib/http';
import { realtimeClientSettings, realtimeSettings } from '@/lib/realtime/settings';
import { toVisitorJson } from '@/lib/users/visitor-json';
import { visitorOf } from '@/lib/users/visitor';

/**
 * The header of a cached storefront page asks who is visiting: a guest (never an error, also with an expired
 * session), or the signed-in person with their cart count and unread notifications.
 */
export const GET = withApi(async ({ request }) => {
  const session = await resolveSession(sessionTokenOf(request)?.token);
  const visitor = await visitorOf(session?.user ?? null);
  return ok('Visitor', toVisitorJson(visitor, visitor.user ? realtimeClientSettings(realtimeSettings(config())) : null));
});
