import 'server-only';
import { Prisma } from '@/lib/generated/prisma/client';

/**
 * The one place that tells "the database is too busy right now" from a real failure. Such errors are answered 503
 * with Retry-After (handleApiError), never 500: the request was fine and may succeed a moment later.
 */

export const BUSY_MESSAGE = 'The shop is busy right now. Please try again in a moment.';
export const BUSY_RETRY_AFTER_SECONDS = 2;

/** Serialization failure and deadlock: the transaction lost a race and is safe to run again (see shortTransaction). */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

const BUSY_SQLSTATES = new Set([
  ...RETRYABLE_SQLSTATES,
  '55P03', // lock_not_available: lock_timeout expired
  '57014', // query_canceled: statement_timeout expired
  '53300', // too_many_connections
  '57P03', // cannot_connect_now (server starting or shutting down)
]);

const BUSY_PRISMA_CODES = new Set([
  'P2024', // timed out fetching a connection from the pool
  'P2028', // transaction could not start in time (maxWait), or ran past its timeout
  'P2034', // write conflict or deadlock, after shortTransaction's retries
]);

/** pg-pool's error when no connection frees up within connectionTimeoutMillis; it carries no code, only this text. */
const POOL_TIMEOUT_MESSAGE = 'timeout exceeded when trying to connect';

type DriverCause = { originalCode?: string; code?: string; kind?: string };

/** The PostgreSQL SQLSTATE behind a Prisma error raised through the pg driver adapter, if any. */
export function sqlStateOf(error: unknown): string | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError)) return undefined;
  const cause = (error.meta?.driverAdapterError as { cause?: DriverCause } | undefined)?.cause;
  return cause?.originalCode ?? cause?.code;
}

/** A lost race (serialization failure or deadlock): running the whole transaction again is the cure. */
export function isRetryableConflict(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2034') return true;
  return RETRYABLE_SQLSTATES.has(sqlStateOf(error) ?? '');
}

/** Whether `error` means the database was too busy (pool, locks, timeouts), not that the request was wrong. */
export function isBusyError(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError) {
    return BUSY_PRISMA_CODES.has(error.code) || BUSY_SQLSTATES.has(sqlStateOf(error) ?? '');
  }
  return error instanceof Error && error.message === POOL_TIMEOUT_MESSAGE;
}
