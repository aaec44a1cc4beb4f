import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFlow } from './bench-runner';

/** A server whose /slow answers after 30 ms and whose /missing is a 404, so each step's figures are its own. */
let server: Server;
let baseUrl = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/slow') setTimeout(() => response.end('slow'), 30);
    else if (request.url === '/missing') response.writeHead(404).end();
    else response.end('fast');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('runFlow', () => {
  it('gives each step its own replies beside the flow’s, timed from its request to its reply', async () => {
    const flow = {
      name: 'three steps',
      steps: () => [
        { step: 'fast', setupRequest: (request: object) => ({ ...request, method: 'GET' as const, path: '/fast' }) },
        { step: 'slow', setupRequest: (request: object) => ({ ...request, method: 'GET' as const, path: '/slow' }) },
        { step: 'missing', setupRequest: (request: object) => ({ ...request, method: 'GET' as const, path: '/missing' }) },
      ],
    };
    const figures = await runFlow(baseUrl, flow, { concurrency: 2, seconds: 1 });

    expect([...figures.steps.keys()]).toEqual(['fast', 'slow', 'missing']);
    const [fast, slow, missing] = ['fast', 'slow', 'missing'].map((step) => figures.steps.get(step)!);
    expect(slow!.requests).toBeGreaterThan(0);
    expect(fast!.requests + slow!.requests + missing!.requests).toBe(figures.requests);
    // Each step's replies are counted once, in the order of the flow: at most one step apart.
    expect(Math.abs(fast!.requests - missing!.requests)).toBeLessThanOrEqual(2);
    expect(slow!.latencies[0]).toBeGreaterThanOrEqual(29);
    expect(fast!.latencies[0]).toBeLessThan(slow!.latencies[0]!);
    expect(missing!.statuses.get('404')).toBe(missing!.requests);
    expect(slow!.statuses.get('200')).toBe(slow!.requests);
  });
});
