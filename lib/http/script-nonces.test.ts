import { once } from 'node:events';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { frameworkScriptCheck, reactRuntimeScripts } from './framework-scripts';
import { ScriptNonceWriter, withScriptNonces } from './script-nonces';

const isFrameworkScript = frameworkScriptCheck(reactRuntimeScripts().scripts);
const FLIGHT = 'self.__next_f.push([1,"ශ්‍රී லங்கா \\u003cb\\u003e"])';
const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"Product","name":"තේ"}</script></head><body>',
  '<p>ශ්‍රී ලංකා தேயிலை</p><img src=x onerror="alert(1)"><script>alert(1)</script>',
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${FLIGHT}</script>`,
  '<scripts>not a script</scripts><script id="_R_">$RC("B:0","S:0")</script></body></html>',
].join('');
const WITH_NONCE = PAGE.replace('<script>(self', '<script nonce="N">(self')
  .replace(`<script>${FLIGHT}`, `<script nonce="N">${FLIGHT}`)
  .replace('<script id="_R_">', '<script nonce="N" id="_R_">');

describe('nonces for the framework’s inline scripts', () => {
  it('go to the framework’s scripts only: not to an injected one, a data block or a script with an address', () => {
    const writer = new ScriptNonceWriter('N', isFrameworkScript);
    expect(writer.write(PAGE) + writer.end()).toBe(WITH_NONCE);
    expect(writer.refused).toBe(1);
  });

  it('give the same page whichever pieces it streams in', () => {
    for (let size = 1; size <= 40; size += 3) {
      const writer = new ScriptNonceWriter('N', isFrameworkScript);
      let out = '';
      for (let at = 0; at < PAGE.length; at += size) out += writer.write(PAGE.slice(at, at + size));
      expect(out + writer.end()).toBe(WITH_NONCE);
    }
  });
});

describe('the page policy on the wire', () => {
  let close = () => {};
  afterEach(() => close());

  async function serve(listener: RequestListener) {
    const refused: string[] = [];
    const server = createServer(
      withScriptNonces(listener, {
        policy: (_request, nonce) => `script-src 'self' 'nonce-${nonce}'`,
        isFrameworkScript,
        onRefused: (path, count) => refused.push(`${path} ${count}`),
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    close = () => server.close();
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, refused };
  }

  const nonceOf = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

  it('gives a page sent whole a fresh nonce per reply, in its policy and its scripts, and its exact length', async () => {
    const { url, refused } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Content-Length', Buffer.byteLength(PAGE));
      response.end(PAGE);
    });
    const [first, second] = [await fetch(`${url}/shop`), await fetch(`${url}/shop`)];
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{24}$/);
    expect(nonceOf(second.headers.get('content-security-policy'))).not.toBe(nonce);
    const body = await first.text();
    expect(body).toBe(WITH_NONCE.replaceAll('nonce="N"', `nonce="${nonce}"`));
    expect(Number(first.headers.get('content-length'))).toBe(Buffer.byteLength(body));
    await second.text();
    expect(refused).toEqual(['/shop 1', '/shop 1']);
  });

  it('keeps each cached page’s own scripts apart when pages alternate', async () => {
    const other = PAGE.replace('<script>alert(1)</script>', '').replace('ශ්‍රී ලංකා', 'Sri Lanka');
    const { url } = await serve((request, response) => {
      const page = request.url === '/other' ? other : PAGE;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(page);
    });
    for (const path of ['/', '/other', '/', '/other']) {
      const reply = await fetch(`${url}${path}`);
      const nonce = nonceOf(reply.headers.get('content-security-policy'));
      const expected = path === '/other' ? WITH_NONCE.replace('<script>alert(1)</script>', '').replace('ශ්‍රී ලංකා', 'Sri Lanka') : WITH_NONCE;
      expect(await reply.text()).toBe(expected.replaceAll('nonce="N"', `nonce="${nonce}"`));
    }
  });

  it('reads a page streamed in bytes split inside a Sinhala letter', async () => {
    const bytes = Buffer.from(PAGE);
    const { url } = await serve((_request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      for (let at = 0; at < bytes.length; at += 7) response.write(bytes.subarray(at, at + 7));
      response.end();
    });
    const reply = await fetch(url);
    const nonce = nonceOf(reply.headers.get('content-security-policy'));
    expect(await reply.text()).toBe(WITH_NONCE.replaceAll('nonce="N"', `nonce="${nonce}"`));
  });

  it('answers a HEAD of a page with its policy and no body (Next ends it with null)', async () => {
    const { url } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(null);
    });
    const reply = await fetch(url, { method: 'HEAD' });
    expect(reply.status).toBe(200);
    expect(nonceOf(reply.headers.get('content-security-policy'))).toBeDefined();
  });

  it('leaves every other reply as it was', async () => {
    const json = JSON.stringify({ html: PAGE });
    const { url } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.setHeader('Content-Length', Buffer.byteLength(json));
      response.end(json);
    });
    const reply = await fetch(url);
    expect(reply.headers.get('content-security-policy')).toBeNull();
    expect(reply.headers.get('content-length')).toBe(String(Buffer.byteLength(json)));
    expect(await reply.text()).toBe(json);
  });
});
