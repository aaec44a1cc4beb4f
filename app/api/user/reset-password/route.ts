import { ok, parseJson, withApi } from '@/lib/http';
import { resetPassword } from '@/lib/users/password-reset';
import { resetPasswordSchema } from '@/lib/users/schemas';

export const POST = withApi(async ({ request, clientIp }) => {
  const { email, password, resetToken } = await parseJson(request, resetPasswordSchema);
  await resetPassword({ email, password, resetToken }, clientIp);
  return ok('Password reset successfully');
});
