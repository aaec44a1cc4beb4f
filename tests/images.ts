import sharp, { type OutputInfo } from 'sharp';
import { expect } from 'vitest';

/**
 * Real images for upload tests: the shop decodes and re-encodes every upload (lib/storage/images.ts), so a file
 * that only starts with an image's magic bytes is refused, and stored bytes are compared by their pixels.
 */

/** A real 1×1 JPEG without metadata. */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCdgBFSf//Z',
  'base64',
);

/** Text that the EXIF of photoWithExif carries, to look for in stored bytes. */
export const EXIF_MARKERS = { owner: 'Nimal Perera of Kandy', camera: 'LankaCam 3000' };

/** A small real JPEG as a phone takes it: EXIF with its owner, camera and GPS position. */
export function photoWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 12, channels: 3, background: '#2e8b57' } })
    .jpeg()
    .withExif({
      IFD0: { Artist: EXIF_MARKERS.owner, Model: EXIF_MARKERS.camera },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '7/1 17/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '80/1 38/1 1000/100' },
    })
    .toBuffer();
}

/** The stored image is the uploaded one: same format, size and pixels (bytes differ: it was re-encoded). */
export async function expectSameImage(stored: Buffer, uploaded: Buffer): Promise<void> {
  const [a, b] = await Promise.all([stored, uploaded].map((bytes) => sharp(bytes).raw().toBuffer({ resolveWithObject: true })));
  const looks = ({ info }: { info: OutputInfo }) => ({ width: info.width, height: info.height, channels: info.channels });
  expect(looks(a!)).toEqual(looks(b!));
  expect((await sharp(stored).metadata()).format).toBe((await sharp(uploaded).metadata()).format);
  // JPEG is lossy: a re-encoded pixel may differ a little.
  for (let index = 0; index < b!.data.length; index += 1) expect(Math.abs(a!.data[index]! - b!.data[index]!)).toBeLessThanOrEqual(8);
}
