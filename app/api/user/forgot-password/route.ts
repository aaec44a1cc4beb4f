import { ok, parseJson, withApi } from '@/lib/http';
import { requestPasswordReset } from '@/lib/users/password-reset';
import { forgotPasswordSchema } from '@/lib/users/schemas';

export const POST = withApi(async ({ request, clientIp }) => {
  const { email } = await parseJson(request, forgotPasswordSchema);
  await requestPasswordReset(email, clientIp);
  return ok('OTP sent to your email');
});
