import { pagesSitemapXml, productsSitemapXml } from '@/lib/catalog/sitemap';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

/** The files the index (/sitemap.xml) lists: pages.xml and products-<n>.xml. */
export async function GET(_request: Request, context: { params: Promise<{ file: string }> }) {
  const { file } = await context.params;
  const shard = /^products-(\d{1,4})\.xml$/.exec(file)?.[1];
  const xml =
    file === 'pages.xml'
      ? await pagesSitemapXml(config().appUrl)
      : shard !== undefined
        ? await productsSitemapXml(config().appUrl, Number(shard))
        : null;
  if (xml === null) return new Response('Not found', { status: 404 });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
