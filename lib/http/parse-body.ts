import type { z } from 'zod';
import { ApiError } from './errors';

function contentType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

/** Reads a JSON body and validates it; a wrong content type or malformed JSON is a 400 with a message. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.infer<S>> {
  if (contentType(request) !== 'application/json') {
    throw new ApiError('bad_request', 'Content-Type must be application/json');
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError('bad_request', 'Malformed JSON body');
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return schema.parse(body);
  // A body that is not an object carries none of the fields: the shopper gets the schema's own message for
  // missing fields, and a schema that needs none still refuses it.
  schema.parse({});
  throw new ApiError('bad_request', 'Request body must be a JSON object');
}

/** Reads a multipart or URL-encoded form; any other content type is a 400 with a message. */
export async function parseFormData(request: Request): Promise<FormData> {
  const type = contentType(request);
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') {
    throw new ApiError('bad_request', 'Content-Type must be multipart/form-data');
  }
  try {
    return await request.formData();
  } catch {
    throw new ApiError('bad_request', 'Malformed form data');
  }
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
