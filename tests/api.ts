import { settleAfterReplyWork } from '@/lib/http/after-reply';
import { NextRequest } from 'next/server';
import { expect } from 'vitest';
import { POST as loginRoute } from '@/app/api/user/login/route';
import { hashPassword } from '@/lib/auth/password';
import { sessionCookieName } from '@/lib/auth/session-token';
import { prisma } from '@/lib/db/client';
import type { Role, UserStatus } from '@/lib/generated/prisma/enums';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/csrf-names';
import { TEST_APP_URL } from './env';
import { expectNoSecrets, rememberSecret } from './secrets';

/**
 * Calling route handlers the way Next does (a NextRequest and a params promise), with small builders for
 * the request (JSON, multipart, bearer, cookie + CSRF, client address) and a parsed reply. Every reply body
 * goes through expectNoSecrets.
 */

type RouteHandler<P> = (request: NextRequest, context: { params: Promise<P> }) => Promise<Response>;

/** A cookie session as the browser holds it: the session cookie and the CSRF cookie. */
export type CookieSession = { token: string; csrf: string };

export type CallOptions = {
  /** Sent as application/json. */
  json?: unknown;
  /** A raw body with its content type (malformed JSON, wrong types). */
  raw?: { body: string; contentType: string };
  /** Sent as multipart/form-data. */
  form?: FormData;
  /** Authorization: Bearer <token>. */
  token?: string;
  /** Cookie authentication; `csrfHeader: false` leaves out the X-XSRF-TOKEN header, a string sends that value. */
  cookies?: CookieSession & { csrfHeader?: false | string };
  /** The client address (X-Forwarded-For); a new one per call unless given, so rate limits stay apart. */
  ip?: string;
  headers?: Record<string, string>;
};

export type SetCookie = { value: string; attributes: string };

// Reply data is whatever the endpoint returns; tests read it field by field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyData = any;

export type Reply<D = AnyData> = {
  status: number;
  body: { success: boolean; message: string; data?: D } & Record<string, unknown>;
  headers: Headers;
  /** Set-Cookie headers by cookie name. */
  cookies: Map<string, SetCookie>;
};

let addresses = 0;

/** A client address not used before in this test file. */
export function newIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

let emails = 0;

/** An e-mail address not used before in this test file. */
export function uniqueEmail(label = 'shopper'): string {
  emails += 1;
  return `${label}.${emails}@example.com`;
}

export function buildRequest(method: string, path: string, options: CallOptions = {}): NextRequest {
  const headers = new Headers(options.headers);
  headers.set('x-forwarded-for', options.ip ?? newIp());
  let body: BodyInit | undefined;
  if (options.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(options.json);
  } else if (options.raw) {
    headers.set('content-type', options.raw.contentType);
    body = options.raw.body;
  } else if (options.form) {
    body = options.form; // the request sets multipart/form-data with its boundary
  }
  if (options.token) headers.set('authorization', `Bearer ${options.token}`);
  if (options.cookies) {
    const { token, csrf, csrfHeader } = options.cookies;
    headers.set('cookie', `${sessionCookieName()}=${token}; ${CSRF_COOKIE}=${csrf}`);
    if (csrfHeader !== false) headers.set(CSRF_HEADER, csrfHeader ?? csrf);
  }
  return new NextRequest(new URL(path, TEST_APP_URL), { method, headers, body });
}

function parseSetCookies(headers: Headers): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>();
  for (const line of headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(';');
    const separator = pair.indexOf('=');
    cookies.set(pair.slice(0, separator).trim(), {
      value: decodeURIComponent(pair.slice(separator + 1).trim()),
      attributes: attributes.map((attribute) => attribute.trim()).join('; '),
    });
  }
  return cookies;
}

/** Calls a route handler and reads its JSON reply (checked for secrets). */
export async function call<D = AnyData, P = Record<string, never>>(
  handler: RouteHandler<P>,
  method: string,
  path: string,
  options: CallOptions = {},
  params?: P,
): Promise<Reply<D>> {
  const response = await handler(buildRequest(method, path, options), {
    params: Promise.resolve(params ?? ({} as P)),
  });
  const text = await response.text();
  // What the route left to run after its reply (mails) is done before the test looks at its effects.
  await settleAfterReplyWork();
  expectNoSecrets(text);
  let body: Reply<D>['body'];
  try {
    body = JSON.parse(text) as Reply<D>['body'];
  } catch {
    throw new Error(`${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, body, headers: response.headers, cookies: parseSetCookies(response.headers) };
}

/** Expects a refusal: the status and the exact message of `{ success: false, message }`. */
export function expectRefused(reply: Reply, status: number, message?: string): void {
  expect({ status: reply.status, success: reply.body.success }).toEqual({ status, success: false });
  if (message !== undefined) expect(reply.body.message).toBe(message);
  expect(reply.body.data).toBeUndefined();
}

/** The fields of a user in every reply (lib/users/user-json.ts): never a hash or a code. */
export const PUBLIC_USER_KEYS = ['_id', 'avatar', 'createdAt', 'email', 'emailVerified', 'lastLoginAt', 'mobile', 'name', 'role', 'status'];

export function expectPublicUser(user: unknown): void {
  expect(Object.keys(user as object).sort()).toEqual(PUBLIC_USER_KEYS);
}

export const STRONG_PASSWORD = 'Lanka#Shop2024';

/** An account made straight in the database (verified and active unless told otherwise). */
export async function createUser(options: {
  email?: string;
  name?: string;
  password?: string;
  role?: Role;
  status?: UserStatus;
  verified?: boolean;
} = {}) {
  const password = options.password ?? STRONG_PASSWORD;
  rememberSecret(password);
  const user = await prisma.user.create({
    data: {
      name: options.name ?? 'Nimal Perera',
      email: options.email ?? uniqueEmail(options.role === 'ADMIN' ? 'admin' : 'shopper'),
      passwordHash: await hashPassword(password),
      role: options.role ?? 'USER',
      status: options.status ?? 'ACTIVE',
      emailVerifiedAt: options.verified === false ? null : new Date(),
    },
  });
  return { id: user.id, email: user.email, name: user.name, password, role: user.role };
}

/** Logs in through POST /api/user/login; the token works as bearer, and token + CSRF cookie as a cookie session. */
export async function logIn(email: string, password: string = STRONG_PASSWORD): Promise<CookieSession> {
  const reply = await call(loginRoute, 'POST', '/api/user/login', { json: { email, password } });
  if (reply.status !== 200) throw new Error(`login of ${email} failed: ${reply.status} ${reply.body.message}`);
  const csrf = reply.cookies.get(CSRF_COOKIE)?.value;
  if (!csrf) throw new Error('login set no CSRF cookie');
  return { token: reply.body.data.accessToken as string, csrf };
}

/** A new account and its session. */
export async function createUserAndLogIn(options: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(options);
  return { ...user, ...(await logIn(user.email, user.password)) };
}

/** A 1×1 transparent PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function imageFile(bytes: Buffer | string, name = 'avatar.png', type = 'image/png'): File {
  return new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
}
