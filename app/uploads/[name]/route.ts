import { readImage } from '@/lib/storage/images';

/** Serves uploaded images; their names are random and never reused, so they are cached for a year. */
export async function GET(_request: Request, context: { params: Promise<{ name: string }> }) {
  const image = await readImage((await context.params).name);
  if (!image) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': image.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
