import { AppError } from '@/lib/errors';

/**
 * Text the shop refuses wherever a request carries it (JSON strings and keys, form fields, query parameters, route
 * params): NUL, which PostgreSQL cannot store in text, and lone UTF-16 surrogates, which are not Unicode at all.
 * Refused with a 400 before any handler or query sees them, so a malformed request never reaches the database.
 */

export const INVALID_TEXT_MESSAGE = 'Request contains invalid characters';
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
/** Deeper than any body the API reads; a deeper one is refused rather than walked. */
export const MAX_JSON_DEPTH = 32;

// With the u flag a valid surrogate pair is one code point; only a lone surrogate is \p{Cs}.
const UNCLEAN = /[\0\p{Cs}]/u;

export function isCleanText(value: string): boolean {
  return !UNCLEAN.test(value);
}

/** Throws a 400 when any of the texts is not clean. */
export function assertCleanTexts(values: Iterable<string>): void {
  for (const value of values) if (!isCleanText(value)) throw new AppError('invalid', INVALID_TEXT_MESSAGE);
}

/** Throws a 400 when a parsed JSON value nests deeper than MAX_JSON_DEPTH or holds an unclean string or key. */
export function assertCleanJson(value: unknown, depth = 0): void {
  if (typeof value === 'string') return assertCleanTexts([value]);
  if (typeof value !== 'object' || value === null) return;
  if (depth >= MAX_JSON_DEPTH) throw new AppError('invalid', TOO_DEEP_MESSAGE);
  for (const [key, item] of Object.entries(value)) {
    assertCleanTexts([key]);
    assertCleanJson(item, depth + 1);
  }
}

/** The route params and query of a request, which Next has already decoded. */
export function assertCleanRequestText(params: unknown, query: URLSearchParams): void {
  for (const [key, value] of query) assertCleanTexts([key, value]);
  if (typeof params === 'object' && params !== null) {
    for (const value of Object.values(params)) assertCleanTexts(Array.isArray(value) ? value : [String(value)]);
  }
}

/** A page path whose escapes are not UTF-8 (`/product/%FF`) or that decodes to text the shop refuses (`/category/%00`). */
export function isMalformedPath(pathname: string): boolean {
  try {
    return !isCleanText(decodeURIComponent(pathname));
  } catch {
    return true;
  }
}
