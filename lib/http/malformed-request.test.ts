import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, INVALID_PATH_MESSAGE, refuseTunnel, withoutUndecodableCookies, withWellFormedRequests } from './malformed-request';

const TARGET = '/_malformed-path';
// What reached the wrapped listener: the request line and Cookie header Next would see.
const server = createServer(
  withWellFormedRequests((request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ url: request.url, cookie: request.headers.cookie ?? null }));
  }, TARGET),
);
server.on('connect', refuseTunnel);
let port: number;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => server.close());

const send = (method: string, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; allow?: string; body: string }>((resolve, reject) => {
    const request = httpRequest({ port, host: '127.0.0.1', method, path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, allow: response.headers.allow, body }));
    });
    // A CONNECT reply arrives as 'connect', with the socket that would have been the tunnel.
    request.on('connect', (response, socket) => {
      socket.destroy();
      resolve({ status: response.statusCode!, allow: response.headers.allow, body: '' });
    });
    request.on('error', reject);
    request.end();
  });

describe('withoutUndecodableCookies', () => {
  it('drops the pairs whose value does not percent-decode and keeps the others as sent', () => {
    expect(withoutUndecodableCookies('XSRF-TOKEN=%; a=1; b=%E0%A4; c=Caf%C3%A9; d=%C0%AF; e')).toBe(' a=1; c=Caf%C3%A9; e');
    expect(withoutUndecodableCookies('next-auth.session-token=%')).toBe('');
  });
});

describe('withWellFormedRequests', () => {
  it.each([
    ['/product/%FF', TARGET],
    ['/category/%C0%AF?page=2', TARGET],
    ['/uploads/%E0%A4', TARGET],
    ['/si/product/%FF', `/si${TARGET}`],
    ['/en/product/%00', TARGET],
  ])('hands Next the 404 target for the page path %s', async (path, url) => {
    expect(JSON.parse((await send('GET', path)).body)).toEqual({ url, cookie: null });
  });

  it.each(['/api/products/getbyid/%FF', '/api/products/get/%C0%AF', '/api/order/%ED%A0%80/invoice', '/api/nonexistent/%'])(
    'answers the API path %s with a 400 envelope',
    async (path) => {
      const reply = await send('POST', path);
      expect({ status: reply.status, body: JSON.parse(reply.body) }).toEqual({ status: 400, body: { success: false, message: INVALID_PATH_MESSAGE } });
    },
  );

  it('leaves well-formed paths and cookies alone', async () => {
    const reply = await send('GET', '/category/Caf%C3%A9?keyword=%FF', { cookie: 'a=1; b=%7B%7D' });
    expect(JSON.parse(reply.body)).toEqual({ url: '/category/Caf%C3%A9?keyword=%FF', cookie: 'a=1; b=%7B%7D' });
  });

  it('hands Next the cookies without the undecodable ones', async () => {
    const reply = await send('GET', '/', { cookie: 'XSRF-TOKEN=%; a=1' });
    expect(JSON.parse(reply.body)).toEqual({ url: '/', cookie: ' a=1' });
  });

  it.each([
    ['TRACE', '/'],
    ['PROPFIND', '/shop'],
    ['TRACE', '/api/health'],
    ['CONNECT', '127.0.0.1:443'],
  ])('answers %s %s with 405 and the methods it allows', async (method, path) => {
    const reply = await send(method, path);
    expect({ status: reply.status, allow: reply.allow }).toEqual({ status: 405, allow: ALLOWED_METHODS.join(', ') });
    if (path.startsWith('/api/')) expect(JSON.parse(reply.body)).toEqual({ success: false, message: 'Method not allowed' });
  });

  it.each(ALLOWED_METHODS.filter((method) => method !== 'HEAD'))('lets %s through', async (method) => {
    expect(JSON.parse((await send(method, '/shop')).body)).toEqual({ url: '/shop', cookie: null });
  });
});
