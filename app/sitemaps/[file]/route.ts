import { pagesSitemapXml, productsSitemapXml, sitemapFileOf } from '@/lib/catalog/sitemap';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

/** The files the index (/sitemap.xml) lists: pages.xml and products-<n>.xml, and both per language (`pages-si.xml`). */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const asked = sitemapFileOf(file);
  const xml =
    asked?.list === 'pages'
      ? await pagesSitemapXml(config().appUrl, asked.locale)
      : asked?.list === 'products'
        ? await productsSitemapXml(config().appUrl, asked.shard, asked.locale)
        : null;
  if (xml === null) return new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
