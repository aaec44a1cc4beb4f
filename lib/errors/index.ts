/**
 * The shop's one domain error: thrown by lib/<domain> code when a request cannot be done, with what kind of
 * failure it is and the message the person sees. It knows nothing of HTTP; the route wrapper maps each kind
 * to a status code (lib/http/handle-api-error.ts). No server-only imports: both sides may name the kinds.
 */

export type AppErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'too_large'
  | 'unsupported_type'
  | 'rate_limited'
  | 'internal';

export class AppError extends Error {
  readonly kind: AppErrorKind;
  /** When the caller may try again (a rate limit), in whole seconds. */
  readonly retryAfterSeconds?: number;

  constructor(kind: AppErrorKind, message: string, options: { retryAfterSeconds?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}
