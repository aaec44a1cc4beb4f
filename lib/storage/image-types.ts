import 'server-only';
import path from 'node:path';

/** The image formats the shop stores, recognised by their bytes. */
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
  const extension = path.extname(fileName).slice(1);
  return Object.hasOwn(IMAGE_TYPES, extension) ? IMAGE_TYPES[extension as ImageExtension].contentType : null;
}
