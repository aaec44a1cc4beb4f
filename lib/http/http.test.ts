import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, GENERIC_ERROR_MESSAGE, ok, parseFormData, parseJson, withApi } from '.';

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
    ['unauthorized', 401],
    ['forbidden', 403],
    ['not_found', 404],
    ['conflict', 409],
    ['rate_limited', 429],
  ] as const)('maps ApiError %s to %i', async (code, status) => {
    const handler = withApi(async () => {
      throw new ApiError(code, `because ${code}`);
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
