import { sitemapIndexXml } from '@/lib/catalog/sitemap';
import { config } from '@/lib/config';

export const dynamic = 'force-dynamic';

export async function GET() {
  return new Response(await sitemapIndexXml(config().appUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
