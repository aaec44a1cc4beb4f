import { ok, parseJson, withApi } from '@/lib/http';
import { verifyResetOtp } from '@/lib/users/password-reset';
import { verifyOtpSchema } from '@/lib/users/schemas';

export const POST = withApi(async ({ request, clientIp }) => {
  const { email, otp } = await parseJson(request, verifyOtpSchema);
  const grant = await verifyResetOtp(email, otp, clientIp);
  return ok('OTP verified successfully', grant);
});
