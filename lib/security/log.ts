import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The security log: one JSON line per event on standard output, for the operator's log collector. A line holds
 * only the fields listed below, whatever a caller passes, so a password, token or code can never reach it.
 * The request id, client address and signed-in actor come from the request the event happens in (withApi
 * opens a scope per request), so domain code names only what it knows.
 */

export type SecurityEvent =
  | 'login_failed'
  | 'request_refused'
  | 'csrf_refused'
  | 'role_changed'
  | 'account_deleted'
  | 'password_reset'
  | 'logout';

const EXTRA_FIELDS = ['actorId', 'status', 'method', 'path', 'reason', 'role'] as const;

type Value = string | number | null | undefined;
export type SecurityFields = { accountId?: Value; address?: Value; requestId?: Value } & Partial<
  Record<(typeof EXTRA_FIELDS)[number], Value>
>;

export type SecurityScope = { requestId: string; address: string; actorId?: string };

const scopes = new AsyncLocalStorage<SecurityScope>();

/** Runs `work` as one request: events logged inside carry its id, address and (once set) actor. */
export function withSecurityScope<T>(scope: SecurityScope, work: (scope: SecurityScope) => T): T {
  return scopes.run(scope, () => work(scope));
}

/** Where lines go; an object so that tests can capture them. */
export const securityLogWriter = { write: (line: string): void => void process.stdout.write(line) };

const MAX_VALUE_LENGTH = 200;
const bounded = (value: Value) => (typeof value === 'string' ? value.slice(0, MAX_VALUE_LENGTH) : (value ?? null));

export function securityLog(event: SecurityEvent, fields: SecurityFields = {}): void {
  const scope = scopes.getStore();
  const line: Record<string, unknown> = {
    time: new Date().toISOString(),
    event,
    accountId: bounded(fields.accountId),
    address: bounded(fields.address ?? scope?.address),
    requestId: bounded(fields.requestId ?? scope?.requestId),
  };
  const extras: SecurityFields = { actorId: scope?.actorId, ...fields };
  for (const key of EXTRA_FIELDS) if (extras[key] !== undefined) line[key] = bounded(extras[key]);
  securityLogWriter.write(`${JSON.stringify(line)}\n`);
}
