import type { AppErrorKind } from '@/lib/errors';

/** The status code of each kind of domain error (lib/errors): the one place the domain meets HTTP. */
export const STATUS_OF_ERROR_KIND: Record<AppErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_type: 415,
  rate_limited: 429,
  internal: 500,
};
