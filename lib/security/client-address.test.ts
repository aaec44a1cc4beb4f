import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '@/lib/config';
import { CLIENT_ADDRESS_HEADER, trustedProxies, withClientAddress } from './client-address';

/** The web server's listener, with a stand-in for Next that echoes the address it was handed. */
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function addressSeenBehind(trust: string[], forwardedFor?: string): Promise<string> {
  server = createServer(
    withClientAddress((request, response) => void response.end(request.headers[CLIENT_ADDRESS_HEADER]), trustedProxies(trust)),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} });
  return response.text();
}

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For claims', async () => {
    expect(await addressSeenBehind([], '203.0.113.7')).toBe('127.0.0.1');
    expect(await addressSeenBehind([], '203.0.113.7, 198.51.100.1')).toBe('127.0.0.1');
    expect(await addressSeenBehind([])).toBe('127.0.0.1');
  });

  it('is the nearest untrusted hop behind trusted proxies', async () => {
    expect(await addressSeenBehind(['loopback'], '203.0.113.7')).toBe('203.0.113.7');
    // The client invented the first hop; the trusted proxy appended the address it really saw.
    expect(await addressSeenBehind(['127.0.0.1'], '10.9.9.9, 203.0.113.7')).toBe('203.0.113.7');
    expect(await addressSeenBehind(['127.0.0.1', '203.0.113.0/24'], '198.51.100.4, 203.0.113.7')).toBe('198.51.100.4');
  });

  it('TRUSTED_PROXIES accepts addresses, ranges and names and refuses anything else', () => {
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 192.168.0.0/16,loopback ' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
    expect(loadConfig({}).trustedProxies).toEqual([]);
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1, proxy.example' })).toThrow(/Invalid TRUSTED_PROXIES/);
  });
});
