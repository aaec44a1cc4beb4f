import { fail, ok, parseJson, withApi } from '@/lib/http';
import { requestPasswordReset } from '@/lib/users/password-reset';
import { forgotPasswordSchema } from '@/lib/users/schemas';

export const POST = withApi(async ({ request, clientIp }) => {
  const { email } = await parseJson(request, forgotPasswordSchema);
  const mail = await requestPasswordReset(email, clientIp);
  if (mail && !mail.sent) return fail(503, 'We could not send the OTP email just now. Please try again later.');
  return ok('OTP sent to your email');
});
