import 'server-only';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '@/lib/errors';
import { storageDriver } from './active-driver';
import type { StorageDriver } from './driver';
import { imageTooLargeMessage, MAX_IMAGE_BYTES, notAnImageMessage } from './image-rules';
import { contentTypeOf, detectImageType, type ImageExtension } from './image-types';

/**
 * Uploaded images: checked here, kept by the active storage driver (local disk under UPLOAD_DIR, or an S3-compatible
 * bucket when S3_BUCKET is set; see active-driver.ts) and served from /uploads/<name> by
 * app/uploads/[name]/route.ts whichever driver keeps them. Names are random, so a stored image never changes and
 * can be cached for a year.
 */

export { contentTypeOf, detectImageType, type ImageExtension } from './image-types';
export type { StorageDriver, StoredObject } from './driver';
export { storageDriver } from './active-driver';

export const UPLOADS_URL_PREFIX = '/uploads/';

type CheckedImage = { name: string; bytes: Buffer; contentType: string };

/** Far above any shop photo; refuses a small file that would decode to gigabytes of pixels. */
const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The image decoded and encoded again in its own format: what is kept is the pixels, never the EXIF (a phone's GPS
 * position, its owner), XMP, IPTC or comments, nor anything hidden after the image data. The EXIF orientation is
 * applied first, so a photo still shows the right way up without it. Null when the bytes do not decode.
 */
async function reencoded(bytes: Buffer, type: ImageExtension): Promise<Buffer | null> {
  const animated = type === 'gif' || type === 'webp';
  try {
    return await sharp(bytes, { animated, limitInputPixels: MAX_IMAGE_PIXELS })
      .autoOrient()
      .toFormat(type === 'jpg' ? 'jpeg' : type, { quality: 90 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** Size first (before reading the bytes), then what the bytes really are; `label` names it in messages. */
async function checkImage(file: File, label: string): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('invalid', imageTooLargeMessage(label));
  const uploaded = Buffer.from(await file.arrayBuffer());
  const type = detectImageType(uploaded);
  const bytes = type && (await reencoded(uploaded, type));
  if (!type || !bytes) throw new AppError('invalid', notAnImageMessage(label));
  const name = `${randomUUID()}.${type}`;
  return { name, bytes, contentType: contentTypeOf(name)! };
}

/** A stored image's name when `name` is one of ours (no paths, no traversal). */
function storedName(name: string): string | null {
  return /^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(name) ? name : null;
}

/** The stored image's name behind one of our URLs; null for other URLs (seed images, placeholders). */
function nameOfUrl(url: string | null | undefined): string | null {
  return url?.startsWith(UPLOADS_URL_PREFIX) ? storedName(url.slice(UPLOADS_URL_PREFIX.length)) : null;
}

export type StoredImage = { bytes: Buffer; contentType: string };

/** The image functions over one driver: the app's (below) use the active driver; tests may wrap a driver. */
export function createImageStore(driverOf: () => Promise<StorageDriver>) {
  async function saveImages(files: readonly File[], label: string): Promise<string[]> {
    const images: CheckedImage[] = [];
    for (const file of files) images.push(await checkImage(file, label));

    const driver = await driverOf();
    const puts = await Promise.allSettled(images.map((image) => driver.put(image.name, image.bytes, image.contentType)));
    const failed = puts.find((put) => put.status === 'rejected');
    if (failed) {
      const stored = images.filter((_, index) => puts[index]!.status === 'fulfilled');
      await Promise.allSettled(stored.map((image) => driver.delete(image.name)));
      throw failed.reason;
    }
    return images.map((image) => `${UPLOADS_URL_PREFIX}${image.name}`);
  }

  async function deleteImage(url: string | null | undefined): Promise<void> {
    const name = nameOfUrl(url);
    if (name) await (await driverOf()).delete(name);
  }

  return {
    saveImages,
    deleteImage,
    async saveImage(file: File, label: string): Promise<string> {
      const [url] = await saveImages([file], label);
      return url!;
    },
    async deleteImages(urls: readonly (string | null | undefined)[]): Promise<void> {
      await Promise.all(urls.map(deleteImage));
    },
    async readImage(name: string): Promise<StoredImage | null> {
      const safe = storedName(name);
      const contentType = safe && contentTypeOf(safe);
      if (!safe || !contentType) return null;
      const object = await (await driverOf()).get(safe);
      // The type of the name we gave it (the checked bytes' type), never what the store reports.
      return object && { bytes: object.bytes, contentType };
    },
  };
}

export type ImageStore = ReturnType<typeof createImageStore>;

const store = createImageStore(storageDriver);

/** Checks and stores an uploaded image; `label` names it in messages ('Avatar must be ...'). Returns its URL. */
export function saveImage(file: File, label: string): Promise<string> {
  return store.saveImage(file, label);
}

/**
 * Checks every file first and stores none when one is refused (that file's message, with `label`); otherwise stores
 * them all, or, when storing one fails, removes the ones already stored and throws. URLs in the files' order.
 * How many files are allowed is the caller's rule.
 */
export function saveImages(files: readonly File[], label: string): Promise<string[]> {
  return store.saveImages(files, label);
}

/** Removes an uploaded image by its URL; other URLs (seed images, placeholders) are left alone. */
export function deleteImage(url: string | null | undefined): Promise<void> {
  return store.deleteImage(url);
}

/** Removes every uploaded image among `urls`; other URLs are left alone. */
export function deleteImages(urls: readonly (string | null | undefined)[]): Promise<void> {
  return store.deleteImages(urls);
}

/** A stored image by its name (as in /uploads/<name>), or null when the name is not ours or nothing is stored. */
export function readImage(name: string): Promise<StoredImage | null> {
  return store.readImage(name);
}
