import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests only: a small stand-in for the S3 HTTP API on localhost, enough for the S3 driver. Path-style URLs
 * (/<bucket>/<key>), one bucket, objects in memory; PutObject, GetObject, HeadObject and DeleteObject. Signatures are
 * not verified, but a request without an `Authorization: AWS4-HMAC-SHA256 ...` header is refused (403) and counted,
 * a signed payload hash must match the body, and aws-chunked uploads are refused (501) rather than stored garbled.
 */

export type StandInObject = { bytes: Buffer; contentType: string | undefined; cacheControl: string | undefined };
export type StandInRequest = { method: string; host: string | undefined; path: string; authorization: string | undefined };

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  objects: Map<string, StandInObject>;
  requests: StandInRequest[];
  close(): Promise<void>;
};

function sendError(response: ServerResponse, status: number, code: string, message: string, head = false): void {
  response.writeHead(status, { 'Content-Type': 'application/xml', 'x-amz-request-id': randomUUID() });
  response.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const etagOf = (bytes: Buffer) => `"${createHash('md5').update(bytes).digest('hex')}"`;

export async function startS3StandIn(bucket = 'shop-images'): Promise<S3StandIn> {
  const objects = new Map<string, StandInObject>();
  const requests: StandInRequest[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const { pathname } = new URL(request.url ?? '/', 'http://stand-in');
    const authorization = request.headers.authorization;
    requests.push({ method, host: request.headers.host, path: pathname, authorization });
    const head = method === 'HEAD';

    if (!authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      return sendError(response, 403, 'AccessDenied', 'Missing AWS4-HMAC-SHA256 Authorization header', head);
    }
    const [, requestedBucket = '', ...keyParts] = pathname.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (requestedBucket !== bucket) return sendError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist', head);
    if (!key) return sendError(response, 501, 'NotImplemented', 'Bucket operations are not implemented', head);

    if (method === 'PUT') {
      const encoding = request.headers['content-encoding'] ?? '';
      const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
      if (encoding.includes('aws-chunked') || payloadHash.startsWith('STREAMING-')) {
        return sendError(response, 501, 'NotImplemented', 'aws-chunked uploads are not implemented');
      }
      if (request.headers['x-amz-copy-source']) return sendError(response, 501, 'NotImplemented', 'CopyObject is not implemented');
      const bytes = await readBody(request);
      if (/^[0-9a-f]{64}$/.test(payloadHash) && createHash('sha256').update(bytes).digest('hex') !== payloadHash) {
        return sendError(response, 400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match');
      }
      objects.set(key, {
        bytes,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { ETag: etagOf(bytes) });
      return void response.end();
    }

    if (method === 'GET' || head) {
      const object = objects.get(key);
      if (!object) return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.', head);
      response.writeHead(200, {
        'Content-Length': String(object.bytes.length),
        ETag: etagOf(object.bytes),
        'Last-Modified': new Date().toUTCString(),
        ...(object.contentType && { 'Content-Type': object.contentType }),
        ...(object.cacheControl && { 'Cache-Control': object.cacheControl }),
      });
      return void response.end(head ? undefined : object.bytes);
    }

    if (method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204);
      return void response.end();
    }

    return sendError(response, 405, 'MethodNotAllowed', `${method} is not allowed`);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, 'InternalError', String(error));
      else response.destroy();
    });
  });
  // A host name, not an IP: the SDK would fall back to path-style URLs on an IP by itself.
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://localhost:${port}`,
    bucket,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
