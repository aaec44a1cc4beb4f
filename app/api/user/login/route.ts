import { setSessionCookies } from '@/lib/auth/cookies';
import { issueSessionToken } from '@/lib/auth/session-token';
import { ok, parseJson, withApi } from '@/lib/http';
import { localeOfRequest } from '@/lib/i18n/request-locale';
import { authenticate } from '@/lib/users/authenticate';
import { loginSchema } from '@/lib/users/schemas';
import { toUserJson } from '@/lib/users/user-json';

/** Replies with the session token (data.accessToken) and also sets it as the session cookie, with its CSRF token. */
export const POST = withApi(async ({ request, clientIp }) => {
  const credentials = await parseJson(request, loginSchema);
  const { sessionVersion, ...user } = await authenticate(credentials, clientIp, localeOfRequest(request));
  const accessToken = await issueSessionToken({ ...user, sessionVersion });
  const response = ok('Login successful', { accessToken, updateUser: toUserJson(user) });
  await setSessionCookies(response, accessToken);
  return response;
});
