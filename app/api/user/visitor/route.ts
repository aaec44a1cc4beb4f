import { resolveSession } from '@/lib/auth/resolve-session';
import { sessionTokenOf } from '@/lib/auth/session-token';
import { config } from '@/lib/config';
import { ok, withApi } from '@/lib/http';
import { PRIVATE_NO_STORE } from '@/lib/http/cache-control';
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
  const response = ok('Visitor', toVisitorJson(visitor, visitor.user ? realtimeClientSettings(realtimeSettings(config())) : null));
  // Whoever asks, the answer is theirs alone: no cache keeps even a guest's (it would answer a signed-in visitor).
  response.headers.set('Cache-Control', PRIVATE_NO_STORE);
  return response;
});
