import { z } from 'zod';
import { isCleanText } from './clean-text';
import { wholeNumberInput } from './numbers';

/**
 * Lists answered a page at a time: `page` (from 1) and `limit` query parameters, and `pagination: {page, limit,
 * hasMore, total?}` in the reply. A page is read with one extra row to tell whether more follow; `total` (the
 * rows matching the filters) is added only by lists whose screens show a count, from an indexed count query.
 */

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;

export type Pagination = { page: number; limit: number; hasMore: boolean; total?: number };

const PAGE_MESSAGE = 'page must be a whole number of 1 or more';
const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

/** An empty query parameter (`?page=`) is the same as an absent one. */
export const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * A list's text parameter (a search, an id to filter by): trimmed text of at most `max` characters, and none
 * PostgreSQL cannot take (NUL, a lone surrogate), so a page reading its own address says what is wrong instead of
 * failing its read. Each message names the parameter.
 */
export function textQuery(name: string, max: number) {
  return optionalQuery(
    z
      .string({ error: `${name} must be text` })
      .trim()
      .max(max, `${name} must be at most ${max} characters`)
      .refine(isCleanText, `${name} contains invalid characters`),
  );
}

/** A list's `search` parameter (see textQuery). */
export const searchQuery = (max: number) => textQuery('search', max);

/** The `page` and `limit` fields of a query schema; `limit` defaults to `defaultLimit`. */
export function pageFields(defaultLimit: number) {
  return {
    page: optionalQuery(
      z.preprocess(
        wholeNumberInput,
        z.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(MAX_PAGE, `page must be at most ${MAX_PAGE}`),
      ),
    ).default(1),
    limit: optionalQuery(
      z.preprocess(wholeNumberInput, z.number({ error: LIMIT_MESSAGE }).int(LIMIT_MESSAGE).min(1, LIMIT_MESSAGE).max(MAX_PAGE_SIZE, LIMIT_MESSAGE)),
    ).default(defaultLimit),
  };
}

/** What to read for a page: one row more than shown. */
export const pageWindow = ({ page, limit }: { page: number; limit: number }) => ({ skip: (page - 1) * limit, take: limit + 1 });

/** The page's rows (the extra one dropped) and its pagination, with the matching total when the list counts. */
export function pageOf<T>(
  rows: T[],
  { page, limit }: { page: number; limit: number },
  total?: number,
): { items: T[]; pagination: Pagination } {
  const pagination: Pagination = { page, limit, hasMore: rows.length > limit };
  if (total !== undefined) pagination.total = total;
  return { items: rows.slice(0, limit), pagination };
}

/** `path` with `params`, if any. */
export function hrefWith(path: string, params: URLSearchParams): string {
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * A list screen's address: its filters' `params` plus the page and the limit when they are not the defaults (page 1,
 * `defaultLimit`), so the default view is the bare path. The admin order and payment screens and the shopper's
 * Payment History.
 */
export function listHref(path: string, params: URLSearchParams, query: { page?: number; limit?: number }, defaultLimit: number): string {
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit && query.limit !== defaultLimit) params.set('limit', String(query.limit));
  return hrefWith(path, params);
}

/**
 * Paging headers of a list whose body must stay a bare array (the documented GET /api/payments/userpayments):
 * `X-Total-Count` and an RFC 8288 `Link` with `first`, `prev` (from page 2 on), `next` (while `hasMore`) and `last`,
 * each `hrefOf(page)`: the list's address built from the validated query, never the request's own query text (which
 * may carry anything, of any length, repeated, that the links would echo back four times).
 */
export function pagingHeaders(hrefOf: (page: number) => string, pagination: Pagination & { total: number }): Record<string, string> {
  const last = Math.max(1, Math.ceil(pagination.total / pagination.limit));
  const pageUrl = (page: number) => `<${hrefOf(page)}>`;
  const links = [`${pageUrl(1)}; rel="first"`];
  if (pagination.page > 1) links.push(`${pageUrl(Math.min(pagination.page - 1, last))}; rel="prev"`);
  if (pagination.hasMore) links.push(`${pageUrl(pagination.page + 1)}; rel="next"`);
  links.push(`${pageUrl(last)}; rel="last"`);
  return { 'X-Total-Count': String(pagination.total), Link: links.join(', ') };
}

/**
 * Query parameters (of an API request or a page's address) as a plain object for the schemas. A repeated parameter
 * counts once, by its first value, whether the API or a page reads it.
 */
export function queryObject(params: URLSearchParams | Record<string, string | string[] | undefined>): Record<string, string | undefined> {
  if (params instanceof URLSearchParams) return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.get(key) ?? undefined]));
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
}

/** What a shopper's list screen shows for its address: a bad value shows the default view rather than an error. */
export function queryOrDefault<T extends z.ZodType>(schema: T, params: Record<string, string | string[] | undefined>): z.output<T> {
  const parsed = schema.safeParse(queryObject(params));
  return parsed.success ? parsed.data : schema.parse({});
}
