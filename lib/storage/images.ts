import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { config } from '@/lib/config';
import { ApiError } from '@/lib/http/errors';
import { imageTooLargeMessage, MAX_IMAGE_BYTES, notAnImageMessage } from './image-rules';

/**
 * Uploaded images on local disk under UPLOAD_DIR, served at /uploads/<name> (app/uploads/[name]/route.ts).
 * Names are random, so a stored file never changes and can be cached for a year.
 * (The S3-compatible driver joins with the catalogue issue.)
 */

export const UPLOADS_URL_PREFIX = '/uploads/';

const IMAGE_TYPES = {
  png: { contentType: 'image/png', matches: (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { contentType: 'image/jpeg', matches: (b: Buffer) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  webp: { contentType: 'image/webp', matches: (b: Buffer) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP' },
  gif: { contentType: 'image/gif', matches: (b: Buffer) => ['GIF87a', 'GIF89a'].includes(b.toString('latin1', 0, 6)) },
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;

/** The image type the bytes really are (never the file name's claim), or null. */
export function detectImageType(bytes: Buffer): ImageExtension | null {
  return (Object.keys(IMAGE_TYPES) as ImageExtension[]).find((type) => IMAGE_TYPES[type].matches(bytes)) ?? null;
}

export function contentTypeOf(fileName: string): string | null {
  const extension = path.extname(fileName).slice(1) as ImageExtension;
  return IMAGE_TYPES[extension]?.contentType ?? null;
}

/** Checks and stores an uploaded image; `label` names it in messages ('Avatar must be ...'). */
export async function saveImage(file: File, label: string): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError('bad_request', imageTooLargeMessage(label));
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new ApiError('bad_request', notAnImageMessage(label));
  const name = `${randomUUID()}.${type}`;
  await mkdir(config().uploadDir, { recursive: true });
  await writeFile(path.join(config().uploadDir, name), bytes);
  return `${UPLOADS_URL_PREFIX}${name}`;
}

/** A stored file's name when `name` is one of ours (no paths, no traversal). */
function storedName(name: string): string | null {
  return /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(name) ? name : null;
}

/** Removes an uploaded image by its URL; other URLs (seed images, placeholders) are left alone. */
export async function deleteImage(url: string | null | undefined): Promise<void> {
  if (!url?.startsWith(UPLOADS_URL_PREFIX)) return;
  const name = storedName(url.slice(UPLOADS_URL_PREFIX.length));
  if (name) await rm(path.join(config().uploadDir, name), { force: true });
}

export async function readImage(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  const safe = storedName(name);
  const contentType = safe && contentTypeOf(safe);
  if (!safe || !contentType) return null;
  try {
    return { bytes: await readFile(path.join(config().uploadDir, safe)), contentType };
  } catch {
    return null;
  }
}
