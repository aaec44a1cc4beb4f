import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Prisma } from '@/lib/generated/prisma/client';
import { countedBody, streamedRequest } from '@/tests/bodies';
import { AppError } from '@/lib/errors';
import { GENERIC_ERROR_MESSAGE, JSON_BODY_LIMIT, ok, parseFormData, parseJson, withApi } from '.';

const schema = z.object({ name: z.string().min(2, 'Name must be 2-50 characters, letters only') });

const echo = withApi(async ({ request }) => ok('Saved', await parseJson(request, schema)));
const call = (body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
  echo(new NextRequest('http://shop.test/api/echo', { method: 'POST', body, headers }), { params: Promise.resolve({}) });

afterEach(() => vi.restoreAllMocks());

describe('the reply envelope', () => {
  it('wraps data as { success, message, data } with a request id', async () => {
    const response = await call(JSON.stringify({ name: 'Nimal' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Saved', data: { name: 'Nimal' } });
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('carries extra top-level keys where the contract needs them', async () => {
    const response = ok('Coupons fetched', undefined, { extra: { coupons: [] } });
    expect(await response.json()).toEqual({ success: true, message: 'Coupons fetched', coupons: [] });
  });

  it('answers a validation error with 400 and the first message', async () => {
    const response = await call(JSON.stringify({ name: 'N' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Name must be 2-50 characters, letters only' });
  });

  it('answers malformed JSON with 400', async () => {
    const response = await call('{"name": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Malformed JSON body' });
  });

  it('answers a wrong content type with 400', async () => {
    const response = await call('name=Nimal', { 'content-type': 'text/plain' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Content-Type must be application/json' });
  });

  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['too_large', 413],
    ['unsupported_type', 415],
    ['rate_limited', 429],
    ['internal', 500],
  ] as const)('maps AppError %s to %i', async (code, status) => {
    const handler = withApi(async () => {
      throw new AppError(code, `because ${code}`);
    });
    const response = await handler(new NextRequest('http://shop.test/api/x'), { params: Promise.resolve({}) });
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ success: false, message: `because ${code}` });
  });

  it('answers an unexpected error with a generic 500, logged with the request id, never the stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = withApi(async () => {
      throw new Error('connection refused at db.internal:5432');
    });
    const request = new NextRequest('http://shop.test/api/x', { headers: { 'x-request-id': 'req-42' } });
    const response = await handler(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ success: false, message: GENERIC_ERROR_MESSAGE });
    expect(text).not.toContain('db.internal');
    expect(response.headers.get('x-request-id')).toBe('req-42');
    expect(logged.mock.calls[0]?.[0]).toContain('req-42');
  });

  it('refuses a non-form body where a form is expected', async () => {
    const request = new NextRequest('http://shop.test/api/x', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await expect(parseFormData(request)).rejects.toThrow('Content-Type must be multipart/form-data');
  });
});

describe('bounded bodies (413 before reading past the limit)', () => {
  it('refuses a JSON body over 256 KB by its Content-Length without reading it', async () => {
    const body = countedBody(300 * 1024 * 1024);
    const request = streamedRequest('POST', '/api/echo', body.stream, {
      'content-type': 'application/json',
      'content-length': String(300 * 1024 * 1024),
    });
    const response = await echo(request, { params: Promise.resolve({}) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: 'Request body is too large (at most 256 KB)' });
    expect(body.pulled()).toBe(0);
  });

  it('refuses a streamed JSON body as soon as it passes 256 KB', async () => {
    const body = countedBody(300 * 1024 * 1024);
    const response = await echo(streamedRequest('POST', '/api/echo', body.stream, { 'content-type': 'application/json' }), {
      params: Promise.resolve({}),
    });
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(JSON_BODY_LIMIT.bytes + 64 * 1024);
  });

  it('reads a JSON body of exactly 256 KB', async () => {
    const name = 'N'.repeat(JSON_BODY_LIMIT.bytes - '{"name":""}'.length);
    const response = await call(JSON.stringify({ name }));
    expect(response.status).toBe(200);
  });
});

describe('malformed text (400, the handler never runs)', () => {
  const reached = vi.fn();
  const handler = withApi<{ id: string }>(async ({ request, params }) => {
    reached();
    return ok('Saved', { params, body: request.method === 'POST' ? await parseJson(request, z.object({}).passthrough()) : null });
  });
  const send = (url: string, params: { id: string }, body?: string) =>
    handler(
      new NextRequest(new URL(url, 'http://shop.test'), {
        method: body === undefined ? 'GET' : 'POST',
        body,
        headers: { 'content-type': 'application/json' },
      }),
      { params: Promise.resolve(params) },
    );

  it.each([
    ['NUL in a JSON string', '/api/x', { id: 'a' }, '{"name":"a\\u0000b"}'],
    ['NUL in a JSON key', '/api/x', { id: 'a' }, '{"na\\u0000me":"a"}'],
    ['a lone surrogate in a JSON string', '/api/x', { id: 'a' }, '{"name":"\\ud800"}'],
    ['NUL deep inside', '/api/x', { id: 'a' }, '{"a":[{"b":["\\u0000"]}]}'],
    ['NUL in the query', '/api/x?keyword=%00', { id: 'a' }, undefined],
    ['NUL in a query key', '/api/x?%00=1', { id: 'a' }, undefined],
    ['NUL in a route param', '/api/x', { id: 'a\u0000' }, undefined],
    ['a lone surrogate in a route param', '/api/x', { id: '\uD800' }, undefined],
  ])('%s', async (_label, url, params, body) => {
    reached.mockClear();
    const response = await send(url, params, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Request contains invalid characters' });
    if (body === undefined) expect(reached).not.toHaveBeenCalled();
  });

  it('refuses JSON nested deeper than 32 levels, and reads 32', async () => {
    const nested = (depth: number) => `${'{"a":'.repeat(depth - 1)}{}${'}'.repeat(depth - 1)}`;
    const deep = await send('/api/x', { id: 'a' }, nested(33));
    expect(deep.status).toBe(400);
    expect(await deep.json()).toEqual({ success: false, message: 'Request body is nested too deeply' });
    expect((await send('/api/x', { id: 'a' }, nested(32))).status).toBe(200);
    expect((await send('/api/x', { id: 'a' }, `${'['.repeat(5000)}${']'.repeat(5000)}`)).status).toBe(400);
  });

  it('refuses a body that is not UTF-8 as malformed JSON', async () => {
    const response = await call(new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Malformed JSON body' });
  });

  it('keeps valid text: accents, Sinhala, emoji (surrogate pairs)', async () => {
    const response = await send('/api/x?keyword=%E0%B6%BD%F0%9F%98%80', { id: 'ලංකා' }, '{"name":"Café ලංකා 😀 \\ud83d\\ude00"}');
    expect(response.status).toBe(200);
  });

  it('refuses a form field with NUL', async () => {
    const form = new FormData();
    form.set('name', 'a\u0000b');
    const request = new NextRequest('http://shop.test/api/x', { method: 'POST', body: form });
    await expect(parseFormData(request)).rejects.toThrow('Request contains invalid characters');
  });
});

describe('database data errors that got past validation', () => {
  it.each(['22021', '22P02', '22003'])('PostgreSQL %s is a 400, not a 500', async (code) => {
    const handler = withApi(async () => {
      throw new Prisma.PrismaClientKnownRequestError('invalid input', {
        code: 'P2010',
        clientVersion: 'test',
        meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: code, kind: 'postgres' } } },
      });
    });
    const response = await handler(new NextRequest('http://shop.test/api/x'), { params: Promise.resolve({}) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid input' });
  });
});
