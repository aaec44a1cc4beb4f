import type { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@/lib/storage/image-rules';
import { assertCleanJson, assertCleanTexts } from './clean-text';
import { AppError } from '@/lib/errors';

/** How much of a body a handler reads, and what it answers (413) past that. */
export type BodyLimit = { bytes: number; message: string };

/** A JSON body (or a form without files): far above any real one. */
export const JSON_BODY_LIMIT: BodyLimit = { bytes: 256 * 1024, message: 'Request body is too large (at most 256 KB)' };

/** A form carrying up to `files` images of at most 2 MB each, plus its text fields. */
export const uploadBodyLimit = (files: number): BodyLimit => ({
  bytes: files * MAX_IMAGE_BYTES + JSON_BODY_LIMIT.bytes,
  message: `Upload is too large: at most ${files === 1 ? 'one image' : `${files} images`} of 2 MB each`,
});

/**
 * The request body, read from its stream and refused with a 413 as soon as its Content-Length or the bytes read
 * pass `limit`: nothing beyond the limit is ever buffered. Every handler reads its body through this.
 */
export async function readBody(request: Request, limit: BodyLimit): Promise<Buffer<ArrayBuffer>> {
  const tooLarge = () => new AppError('too_large', limit.message);
  if (Number(request.headers.get('content-length') ?? 0) > limit.bytes) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit.bytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** The body as text (as Request.text() decodes it), bounded like readBody. */
export async function readText(request: Request, limit: BodyLimit): Promise<string> {
  return new TextDecoder().decode(await readBody(request, limit));
}

function contentType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * Reads a JSON body and validates it; a wrong content type, a body that is not UTF-8 JSON, or one holding text the
 * shop refuses (lib/http/clean-text.ts) is a 400 with a message, one over JSON_BODY_LIMIT a 413.
 */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (contentType(request) !== 'application/json') {
    throw new AppError('invalid', 'Content-Type must be application/json');
  }
  const bytes = await readBody(request, JSON_BODY_LIMIT);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new AppError('invalid', 'Malformed JSON body');
  }
  assertCleanJson(body);
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return schema.parse(body);
  // A body that is not an object carries none of the fields: the shopper gets the schema's own message for
  // missing fields, and a schema that needs none still refuses it.
  schema.parse({});
  throw new AppError('invalid', 'Request body must be a JSON object');
}

/**
 * Reads a multipart or URL-encoded form of at most `limit` bytes (413 beyond it; uploadBodyLimit for forms with
 * images); any other content type, or a text field the shop refuses, is a 400 with a message.
 */
export async function parseFormData(request: Request, limit = JSON_BODY_LIMIT): Promise<FormData> {
  const type = contentType(request);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new AppError('invalid', 'Content-Type must be multipart/form-data');
  }
  const bytes = await readBody(request, limit);
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': request.headers.get('content-type')! } }).formData();
  } catch {
    throw new AppError('invalid', 'Malformed form data');
  }
  for (const [key, value] of form) assertCleanTexts(typeof value === 'string' ? [key, value] : [key]);
  return form;
}

/** A text field of a form; absent or a file gives undefined. */
export function formText(form: FormData, key: string): string | undefined {
  const value = form.get(key);
  return typeof value === 'string' ? value : undefined;
}

/** A non-empty uploaded file of a form, else undefined. */
export function formFile(form: FormData, key: string): File | undefined {
  const value = form.get(key);
  return value instanceof File && value.size > 0 ? value : undefined;
}
