import type { RequestListener, ServerResponse } from 'node:http';

/**
 * The longest string Node 20 writes to a socket cheaply. Past 65,535 characters its native string write leaves its
 * fast path (Node sizes such strings exactly rather than by a bound): a 70,000-character page cost 1.3 ms of the
 * server's CPU to send as a string against 0.25 ms as bytes, a 128 KB one 1.5 ms against 0.2 ms (measured on this
 * shop's pages, docs/decisions.md "Sending cached pages").
 */
export const LONGEST_CHEAP_STRING = 65_535;

type Send = (chunk?: unknown, encoding?: unknown, callback?: unknown) => unknown;

/** `write` or `end` of one response, handed bytes in place of a string past the cheap length. */
function sendingBytes<S extends ServerResponse['write'] | ServerResponse['end']>(original: S): S {
  const send = original as unknown as Send;
  return ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    if (typeof chunk !== 'string' || chunk.length <= LONGEST_CHEAP_STRING) return send(chunk, encoding, callback);
    const bytes = Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    return send(bytes, typeof encoding === 'function' ? encoding : callback);
  }) as unknown as S;
}

/**
 * Next sends a cached page as one string (`res.end(html)`); this hands Node its bytes instead when the string is past
 * the cheap length. Same bytes, same headers (Next has set Content-Length from the string's UTF-8 length already).
 */
export function withStringBodiesAsBytes(listener: RequestListener): RequestListener {
  return (request, response) => {
    response.write = sendingBytes(response.write.bind(response));
    response.end = sendingBytes(response.end.bind(response));
    return listener(request, response);
  };
}
