import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CallOptions } from './api';

/**
 * The hostile input classes of the fuzz tests (app/api/route-fuzz.test.ts calls the handlers in-process,
 * scripts/web-server-fuzz.test.ts sends them through the real web server): every field the API reads, filled with
 * NUL, lone surrogates, huge numbers, wrong types and deep JSON, in query strings and in bodies of every content type.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const API_DIR = path.join(ROOT, 'app/api');

/** The field names the API reads: every key of the zod schemas and form readers, and every query parameter read by name. */
function discoverFieldNames(): string[] {
  const sources = [
    ...readdirSync(path.join(ROOT, 'lib'), { recursive: true, encoding: 'utf8' })
      .filter((file) => /schemas\.ts$|form-input\.ts$|product-search\.ts$|pagination\.ts$/.test(file))
      .map((file) => readFileSync(path.join(ROOT, 'lib', file), 'utf8')),
    ...readdirSync(API_DIR, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('route.ts'))
      .map((file) => readFileSync(path.join(API_DIR, file), 'utf8')),
  ].join('\n');
  const names = new Set<string>();
  for (const match of sources.matchAll(/^\s+(\w+)\??\s*:/gm)) names.add(match[1]!);
  for (const match of sources.matchAll(/\.get(?:All)?\('(\w+)'\)/g)) names.add(match[1]!);
  return [...names].sort();
}

export const FIELDS = discoverFieldNames();
export const HUGE = '9'.repeat(400);
export const NUL = 'a\u0000b';
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));
const everyFieldRaw = (rawValue: string) => `{${FIELDS.map((field) => `"${field}":${rawValue}`).join(',')}}`;
const query = (rawValue: string) => `?${FIELDS.map((field) => `${field}=${rawValue}`).join('&')}`;

function everyFieldForm(value: string): FormData {
  const form = new FormData();
  for (const field of FIELDS) form.append(field, value);
  form.append(`${NUL}`, 'x');
  return form;
}

const json = (body: string) => ({ raw: { body, contentType: 'application/json' } });

export type HostileQuery = { name: string; search: string };
export type HostileBody = { name: string; options: CallOptions };

export const HOSTILE_QUERIES: HostileQuery[] = [
  { name: 'NUL in the query', search: query('%00') },
  { name: 'invalid UTF-8 in the query', search: query('%FF%C0%80') },
  { name: 'huge numbers in the query', search: query(HUGE) },
];

export const HOSTILE_BODIES: HostileBody[] = [
  { name: 'NUL in every JSON field', options: { json: everyField(NUL) } },
  { name: 'lone surrogate in every JSON field', options: json(everyFieldRaw('"\\ud800x"')) },
  { name: 'huge numbers in every JSON field', options: json(everyFieldRaw(HUGE)) },
  { name: 'arrays in every JSON field', options: { json: everyField([NUL, 1]) } },
  { name: 'objects in every JSON field', options: { json: everyField({ a: NUL }) } },
  { name: 'null in every JSON field', options: { json: everyField(null) } },
  { name: 'numbers in every JSON field', options: { json: everyField(-1e308) } },
  { name: 'deep JSON (5000)', options: json(deepJson(5000)) },
  { name: 'deep JSON in every field', options: json(everyFieldRaw(deepJson(40))) },
  { name: 'empty JSON body', options: json('') },
  { name: 'a non-JSON body', options: json('{"a": nope') },
  { name: 'a huge number as the body', options: json(HUGE) },
  { name: 'a text body', options: { raw: { body: NUL, contentType: 'text/plain' } } },
  { name: 'JSON sent as a plain form', options: { raw: { body: '{"email":"a"}', contentType: 'application/x-www-form-urlencoded' } } },
  { name: 'NUL in every form field', options: { form: everyFieldForm(NUL) } },
  { name: 'huge numbers in every form field', options: { form: everyFieldForm(HUGE) } },
  { name: 'a broken multipart body', options: { raw: { body: '--x\r\nbroken', contentType: 'multipart/form-data; boundary=x' } } },
];
