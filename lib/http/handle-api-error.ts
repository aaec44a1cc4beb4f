import 'server-only';
import { ZodError } from 'zod';
import { BUSY_MESSAGE, BUSY_RETRY_AFTER_SECONDS, isBusyError, sqlStateOf } from '@/lib/db/busy';
import { Prisma } from '@/lib/generated/prisma/client';
import { fail } from './envelope';
import { AppError } from '@/lib/errors';
import { STATUS_OF_ERROR_KIND } from './errors';

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** The first validation message, which is what the shopper sees. */
export function firstIssueMessage(error: ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * Maps any thrown value to the reply envelope. Known errors keep their message; anything unexpected is
 * logged with the request id and answered with a generic 500, never with a stack trace.
 */
export function handleApiError(error: unknown, requestId: string) {
  const headers = { 'x-request-id': requestId };
  if (error instanceof AppError) {
    const retry: Record<string, string> = error.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(error.retryAfterSeconds) };
    return fail(STATUS_OF_ERROR_KIND[error.kind], error.message, { ...headers, ...retry });
  }
  if (error instanceof ZodError) return fail(400, firstIssueMessage(error), headers);
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    if (error.code === 'P2025') return fail(404, 'Not found', headers);
    if (error.code === 'P2002') return fail(409, 'Already exists', headers);
    // A foreign key refused the change: something still refers to the record (added meanwhile).
    if (error.code === 'P2003') return fail(409, 'It is still in use by other records', headers);
    // PostgreSQL's data exceptions (class 22: 22021 NUL, 22P02 invalid text, 22003 out of range...) are malformed
    // input that got past validation: still the caller's fault, never a 500.
    if (sqlStateOf(error)?.startsWith('22')) return fail(400, 'Invalid input', headers);
  }
  if (isBusyError(error)) {
    // Worth an operator's attention (the pool may be too small), but the request itself was fine.
    console.warn(`[api] request ${requestId} found the database busy: ${error instanceof Error ? error.message.trim().split('\n').at(-1) : error}`);
    return fail(503, BUSY_MESSAGE, { ...headers, 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS) });
  }
  console.error(`[api] request ${requestId} failed:`, error);
  return fail(500, GENERIC_ERROR_MESSAGE, headers);
}
