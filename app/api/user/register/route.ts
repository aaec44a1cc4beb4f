import { limits } from '@/lib/auth/limits';
import { enforceRateLimits } from '@/lib/auth/rate-limit';
import { ok, parseJson, withApi } from '@/lib/http';
import { localeOfRequest } from '@/lib/i18n/request-locale';
import { registerRequestSchema } from '@/lib/users/register-request';
import { registerUser } from '@/lib/users/register-user';
import { toUserJson } from '@/lib/users/user-json';

export const POST = withApi(async ({ request, clientIp }) => {
  const input = await parseJson(request, registerRequestSchema);
  await enforceRateLimits(limits.register(clientIp, input.email));
  // The verification mail is in the language of the page registered on (English when it names none).
  const { user, mail } = await registerUser(input, localeOfRequest(request) ?? undefined);
  const message = mail.sent
    ? 'Registration successful. Please check your email to verify your account.'
    : 'Registration successful, but we could not send the verification email. Log in later to get a new link.';
  return ok(message, toUserJson(user), { status: 201 });
});
