import { createServer, ServerResponse, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LONGEST_CHEAP_STRING, withStringBodiesAsBytes } from './string-bodies';

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((server) => server.close()));

async function serve(listener: RequestListener): Promise<string> {
  const server = createServer(withStringBodiesAsBytes(listener));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

// Sinhala and Tamil make the page's string one of two-byte characters, as the shop's pages are.
const longPage = `<p>සිංහල தமிழ் Rs. 1,250.00</p>`.repeat(Math.ceil((LONGEST_CHEAP_STRING + 10) / 28));

describe('withStringBodiesAsBytes', () => {
  it('sends a long string body byte for byte, with its length and callback', async () => {
    expect(longPage.length).toBeGreaterThan(LONGEST_CHEAP_STRING);
    const sent = vi.fn();
    const url = await serve((_request, response) => {
      response.setHeader('Content-Length', Buffer.byteLength(longPage));
      response.end(longPage, 'utf8', sent);
    });
    const reply = await fetch(url);
    expect((await reply.text()) === longPage).toBe(true);
    await vi.waitFor(() => expect(sent).toHaveBeenCalledOnce());
  });

  it('hands Node a Buffer for a long string and leaves short strings as they are', async () => {
    const write = vi.spyOn(ServerResponse.prototype, 'write');
    const url = await serve((_request, response) => {
      response.write('short');
      response.write(longPage);
      response.end();
    });
    const body = await (await fetch(url)).text();
    const chunks = write.mock.calls.map(([chunk]) => chunk);
    write.mockRestore();
    expect(body === `short${longPage}`).toBe(true);
    expect(chunks[0]).toBe('short');
    expect(Buffer.isBuffer(chunks[1])).toBe(true);
  });

  it('keeps the encoding a caller names', async () => {
    const latin = 'é'.repeat(LONGEST_CHEAP_STRING + 1);
    const url = await serve((_request, response) => response.end(latin, 'latin1'));
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    expect(body.length).toBe(latin.length);
    expect(body.equals(Buffer.from(latin, 'latin1'))).toBe(true);
  });
});
