import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StorageDriver } from './driver';
import { imageTooLargeMessage, MAX_IMAGE_BYTES, notAnImageMessage } from './image-rules';
import { EXIF_MARKERS, expectSameImage, photoWithExif, TINY_JPEG } from '@/tests/images';
import { startS3StandIn, type S3StandIn } from '@/tests/s3-stand-in';

/**
 * The same contract for both storage drivers, through the app's own entry points: lib/storage/images.ts and the
 * /uploads/<name> route. Each suite sets the environment, resets the module registry (lib/config.ts reads the
 * configuration once per module instance) and imports both afresh, so the driver is chosen from the
 * configuration exactly as in the app.
 */

type Images = typeof import('./images');
type UploadsRoute = typeof import('@/app/uploads/[name]/route');

/** A 1×1 transparent PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngOfSize = (size: number) => Buffer.concat([TINY_PNG, Buffer.alloc(size - TINY_PNG.length, 7)]);

const fileOf = (bytes: Buffer | string, name = 'image.png', type = 'image/png') =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name, { type });
const nameOf = (url: string) => url.slice('/uploads/'.length);

/** What a refusal looks like to the API layer (the error classes differ per fresh module graph: compare fields). */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => expect.fail('expected a refusal'),
    (reason: unknown) => reason as { name: string; kind: string; message: string },
  );
  return { name: error.name, kind: error.kind, message: error.message };
}

type Backend = {
  kind: 'local' | 's3';
  start(): Promise<Record<string, string>>;
  /** The names the backend holds, looked at directly (directory listing, the stand-in's objects). */
  stored(): string[];
  stop(): Promise<void>;
};

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const S3_KEY_ID = 'shop-test-key-id';
const S3_SECRET = 'shop-test-secret-access-key';

function localBackend(): Backend {
  let dir = '';
  return {
    kind: 'local',
    async start() {
      dir = mkdtempSync(path.join(os.tmpdir(), 'shop-storage-local-'));
      return { UPLOAD_DIR: dir, ...Object.fromEntries(S3_VARIABLES.map((name) => [name, ''])) };
    },
    stored: () => readdirSync(dir).sort(),
    async stop() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

let standIn: S3StandIn | undefined;
let s3UploadDir = '';

function s3Backend(): Backend {
  return {
    kind: 's3',
    async start() {
      standIn = await startS3StandIn('shop-images');
      s3UploadDir = mkdtempSync(path.join(os.tmpdir(), 'shop-storage-s3-'));
      return {
        UPLOAD_DIR: s3UploadDir,
        S3_BUCKET: standIn.bucket,
        S3_ENDPOINT: standIn.endpoint,
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: S3_KEY_ID,
        S3_SECRET_ACCESS_KEY: S3_SECRET,
      };
    },
    stored: () => [...standIn!.objects.keys()].sort(),
    async stop() {
      await standIn?.close();
      rmSync(s3UploadDir, { recursive: true, force: true });
    },
  };
}

/** Loads lib/storage and the uploads route afresh under `env`. */
async function loadWith(env: Record<string, string>): Promise<{ images: Images; route: UploadsRoute }> {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return { images: await import('./images'), route: await import('@/app/uploads/[name]/route') };
}

/** A driver that fails its `failAt`-th put (1-based) and otherwise passes through. */
function failingOnPut(driver: StorageDriver, failAt: number): StorageDriver {
  let puts = 0;
  return {
    kind: driver.kind,
    put: (name, bytes, contentType) =>
      ++puts === failAt ? Promise.reject(new Error('put failed')) : driver.put(name, bytes, contentType),
    get: (name) => driver.get(name),
    delete: (name) => driver.delete(name),
  };
}

describe.each([localBackend(), s3Backend()])('image storage contract: $kind driver', (backend) => {
  let images: Images;
  let route: UploadsRoute;
  const serve = (name: string) => route.GET(new Request(`http://shop.test/uploads/${name}`), { params: Promise.resolve({ name }) });

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    ({ images, route } = await loadWith(await backend.start()));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await backend.stop();
  });

  it('is the driver the configuration chooses', async () => {
    expect((await images.storageDriver()).kind).toBe(backend.kind);
    expect(await images.storageDriver()).toBe(await images.storageDriver());
  });

  it('saves an image and reads back the same image and content type', async () => {
    const url = await images.saveImage(fileOf(TINY_PNG), 'Avatar');
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(backend.stored()).toContain(nameOf(url));
    const read = await images.readImage(nameOf(url));
    expect(read?.contentType).toBe('image/png');
    await expectSameImage(read!.bytes, TINY_PNG);
  });

  it('names and types the image by its bytes, not by the uploaded name', async () => {
    const url = await images.saveImage(fileOf(TINY_JPEG, 'photo.png', 'image/png'), 'Avatar');
    expect(url).toMatch(/\.jpg$/);
    const read = await images.readImage(nameOf(url));
    expect(read?.contentType).toBe('image/jpeg');
    await expectSameImage(read!.bytes, TINY_JPEG);
  });

  it('stores a photo without its EXIF (owner, camera, GPS position), as the same JPEG', async () => {
    const photo = await photoWithExif();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const url = await images.saveImage(fileOf(photo, 'holiday.jpg', 'image/jpeg'), 'Product image');
    const stored = (await images.readImage(nameOf(url)))!.bytes;
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    for (const marker of [...Object.values(EXIF_MARKERS), 'Exif']) expect(stored.includes(marker)).toBe(false);
    await expectSameImage(stored, photo);
  });

  it('refuses bytes that only start like an image', async () => {
    const fake = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
    await expect(images.saveImage(fileOf(fake, 'x.jpg', 'image/jpeg'), 'Avatar')).rejects.toThrow(notAnImageMessage('Avatar'));
  });

  it('serves a saved image at its URL with a one-year immutable cache', async () => {
    const url = await images.saveImage(fileOf(TINY_PNG), 'Avatar');
    const reply = await serve(nameOf(url));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('Content-Type')).toBe('image/png');
    expect(reply.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.get('X-Content-Type-Options')).toBe('nosniff');
    await expectSameImage(Buffer.from(await reply.arrayBuffer()), TINY_PNG);
  });

  it('answers null (and the route 404) for an unknown or foreign name', async () => {
    for (const name of ['0b1c1e5e-4b7a-4a8e-9a55-3c2d7f1e9b10.png', '../../etc/passwd', 'seed.png', 'x.svg']) {
      expect(await images.readImage(name)).toBeNull();
      expect((await serve(name)).status).toBe(404);
    }
  });

  it('accepts an image of exactly 2 MB', async () => {
    const bytes = pngOfSize(MAX_IMAGE_BYTES);
    const url = await images.saveImage(fileOf(bytes), 'Avatar');
    await expectSameImage((await images.readImage(nameOf(url)))!.bytes, bytes);
  });

  it('deleteImage removes the image; other URLs and repeats are no-ops', async () => {
    const url = await images.saveImage(fileOf(TINY_PNG), 'Avatar');
    await images.deleteImage(url);
    expect(backend.stored()).not.toContain(nameOf(url));
    expect(await images.readImage(nameOf(url))).toBeNull();
    expect((await serve(nameOf(url))).status).toBe(404);
    const before = backend.stored();
    await images.deleteImage(url);
    await images.deleteImage('/images/seed/phone.png');
    await images.deleteImage('/uploads/../secret.png');
    await images.deleteImage(null);
    await images.deleteImage(undefined);
    expect(backend.stored()).toEqual(before);
  });

  it('refuses text renamed .png with the label’s message and stores nothing', async () => {
    const before = backend.stored();
    expect(await refusal(images.saveImage(fileOf('hello, I am text', 'avatar.png'), 'Avatar'))).toEqual({
      name: 'AppError',
      kind: 'invalid',
      message: notAnImageMessage('Avatar'),
    });
    expect(await refusal(images.saveImage(fileOf(Buffer.alloc(0)), 'Avatar'))).toMatchObject({ kind: 'invalid' });
    expect(backend.stored()).toEqual(before);
  });

  it('refuses an image over 2 MB with the label’s message and stores nothing', async () => {
    const before = backend.stored();
    expect(await refusal(images.saveImage(fileOf(pngOfSize(MAX_IMAGE_BYTES + 1)), 'Avatar'))).toEqual({
      name: 'AppError',
      kind: 'invalid',
      message: imageTooLargeMessage('Avatar'),
    });
    expect(backend.stored()).toEqual(before);
  });

  it('saveImages stores every image and answers their URLs in order', async () => {
    const urls = await images.saveImages([fileOf(TINY_PNG), fileOf(TINY_JPEG, 'b.jpg', 'image/jpeg')], 'Product image');
    expect(urls).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.jpg$/)]);
    expect(backend.stored()).toEqual(expect.arrayContaining(urls.map(nameOf)));
    expect(await images.saveImages([], 'Product image')).toEqual([]);
  });

  it('saveImages stores none when one image is bad', async () => {
    const before = backend.stored();
    const good = fileOf(TINY_PNG);
    expect(await refusal(images.saveImages([good, fileOf('not an image'), good], 'Product image'))).toEqual({
      name: 'AppError',
      kind: 'invalid',
      message: notAnImageMessage('Product image'),
    });
    expect(await refusal(images.saveImages([good, fileOf(pngOfSize(MAX_IMAGE_BYTES + 1))], 'Product image'))).toMatchObject({
      message: imageTooLargeMessage('Product image'),
    });
    expect(backend.stored()).toEqual(before);
  });

  it('saveImages removes the images it stored when a later one fails to store', async () => {
    const before = backend.stored();
    const store = images.createImageStore(async () => failingOnPut(await images.storageDriver(), 2));
    const files = [fileOf(TINY_PNG), fileOf(TINY_PNG), fileOf(TINY_JPEG, 'c.jpg')];
    await expect(store.saveImages(files, 'Product image')).rejects.toThrow('put failed');
    expect(backend.stored()).toEqual(before);
  });

  it('deleteImages removes each of our images and leaves other URLs alone', async () => {
    const urls = await images.saveImages([fileOf(TINY_PNG), fileOf(TINY_PNG)], 'Product image');
    await images.deleteImages([...urls, '/images/seed/phone.png', null]);
    for (const url of urls) expect(backend.stored()).not.toContain(nameOf(url));
  });
});

describe('S3 driver specifics (against the stand-in)', () => {
  const backend = s3Backend();
  let images: Images;

  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    ({ images } = await loadWith(await backend.start()));
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
    await backend.stop();
  });

  it('signs every request (AWS4-HMAC-SHA256, the configured key and region) on path-style URLs', async () => {
    const url = await images.saveImage(fileOf(TINY_PNG), 'Avatar');
    await images.readImage(nameOf(url));
    await images.deleteImage(url);
    const requests = standIn!.requests;
    expect(requests.map((request) => request.method)).toEqual(['PUT', 'GET', 'DELETE']);
    for (const request of requests) {
      expect(request.host).toBe(new URL(standIn!.endpoint).host);
      expect(request.path).toBe(`/shop-images/${nameOf(url)}`);
      expect(request.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${S3_KEY_ID}/\\d{8}/eu-central-1/s3/aws4_request,`));
      expect(request.authorization).not.toContain(S3_SECRET);
    }
  });

  it('stores the object with its content type and long cache, and nothing under UPLOAD_DIR', async () => {
    const url = await images.saveImage(fileOf(TINY_JPEG, 'x.png'), 'Avatar');
    const object = standIn!.objects.get(nameOf(url))!;
    expect(object).toMatchObject({ contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
    await expectSameImage(object.bytes, TINY_JPEG);
    expect(readdirSync(s3UploadDir)).toEqual([]);
  });

  it('throws on a bucket error instead of taking it for a missing image', async () => {
    const { s3Driver } = await import('./s3-driver');
    const wrongBucket = s3Driver({
      bucket: 'no-such-bucket',
      endpoint: standIn!.endpoint,
      region: 'eu-central-1',
      accessKeyId: S3_KEY_ID,
      secretAccessKey: S3_SECRET,
    });
    await expect(wrongBucket.get('0b1c1e5e-4b7a-4a8e-9a55-3c2d7f1e9b10.png')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });

  it('the stand-in refuses unsigned requests', async () => {
    const reply = await fetch(`${standIn!.endpoint}/shop-images/anything.png`);
    expect(reply.status).toBe(403);
    expect(await reply.text()).toContain('<Code>AccessDenied</Code>');
  });
});
