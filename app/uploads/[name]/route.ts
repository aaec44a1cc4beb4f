import { readImage } from '@/lib/storage/images';

/**
 * Serves uploaded images from the active storage driver (local disk or the S3 bucket), so image URLs stay
 * same-origin (CSP img-src 'self') and no bucket has to be public. Names are random and never reused: cached
 * for a year.
 */
export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  const image = await readImage((await context.params).name);
  if (!image) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Content-Length': String(image.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
