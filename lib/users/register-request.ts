import { z } from 'zod';
import { returnPath } from '@/lib/auth/guard-paths';
import { registerSchema } from './schemas';

/**
 * POST /api/user/register's body: the account's fields and, optionally, the page to come back to (`callbackUrl`),
 * which the verification link carries to login. A return path that is not a page of this shop to come back to is
 * dropped, never refused: login treats its `callbackUrl` the same way.
 */
export const registerRequestSchema = registerSchema.safeExtend({
  callbackUrl: z
    .unknown()
    .transform((value) => (typeof value === 'string' && value.length <= 2000 ? (returnPath(value) ?? undefined) : undefined))
    .optional(),
});
