import { limits } from '@/lib/auth/limits';
import { enforceRateLimits } from '@/lib/auth/rate-limit';
import { ok, parseJson, withApi } from '@/lib/http';
import { verifyEmailSchema } from '@/lib/users/schemas';
import { verifyEmail } from '@/lib/users/verify-email';

export const POST = withApi(async ({ request, clientIp }) => {
  const { code } = await parseJson(request, verifyEmailSchema);
  await enforceRateLimits(limits.verifyEmail(clientIp));
  await verifyEmail(code);
  return ok('Email verified successfully');
});
