/**
 * The double-submit CSRF pair, named once for both sides: the server sets the cookie and checks the header
 * (lib/auth/cookies.ts, lib/http/with-api.ts), the browser copies the cookie into the header (lib/http/api-client.ts).
 */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'X-XSRF-TOKEN';
