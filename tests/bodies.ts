import { NextRequest } from 'next/server';
import { TEST_APP_URL } from './env';

/**
 * A request body that is made as it is read, and counts what the handler pulled: proof that a handler refused a
 * huge body without reading it. `size` bytes of 'x' in 64 KB chunks; no Content-Length unless `headers` gives one.
 */
export function countedBody(size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  const CHUNK = 64 * 1024;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const length = Math.min(CHUNK, size - pulled);
      if (length <= 0) return controller.close();
      pulled += length;
      controller.enqueue(new Uint8Array(length).fill(0x78));
    },
  }, { highWaterMark: 0 }); // nothing is made before the handler asks for it
  return { stream, pulled: () => pulled };
}

/** A request carrying a streamed body, as a client sends one in chunks. */
export function streamedRequest(method: string, path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>): NextRequest {
  return new NextRequest(new URL(path, TEST_APP_URL), { method, headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]);
}
