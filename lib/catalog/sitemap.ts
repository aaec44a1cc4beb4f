import 'server-only';
import { prisma } from '@/lib/db/client';
import { PUBLISHED } from './products';

/**
 * The sitemap (sitemaps.org protocol): /sitemap.xml is an index of /sitemaps/pages.xml (static pages, categories,
 * subcategories) and /sitemaps/products-<n>.xml, each at most PRODUCTS_PER_SITEMAP products, since one file may
 * list at most 50,000 URLs. Read per request: the catalogue changes, and `next build` has no database.
 */

export const PRODUCTS_PER_SITEMAP = 40_000;

/** Public pages without catalogue data. */
const STATIC_PATHS = ['/', '/shop', '/about', '/contact', '/faq', '/privacypolicy', '/shipping&returns', '/terms&conditions'];

type SitemapUrl = { path: string; lastModified?: Date };

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[character]};`);

function xmlDocument(root: 'urlset' | 'sitemapindex', item: 'url' | 'sitemap', baseUrl: string, entries: SitemapUrl[]): string {
  const lines = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
    return `<${item}><loc>${escapeXml(baseUrl + path)}</loc>${lastmod}</${item}>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</${root}>\n`;
}

export async function sitemapIndexXml(baseUrl: string, perSitemap = PRODUCTS_PER_SITEMAP): Promise<string> {
  const products = await prisma.product.count({ where: PUBLISHED });
  const shards = Math.max(1, Math.ceil(products / perSitemap));
  const files = ['/sitemaps/pages.xml', ...Array.from({ length: shards }, (_, shard) => `/sitemaps/products-${shard}.xml`)];
  return xmlDocument('sitemapindex', 'sitemap', baseUrl, files.map((path) => ({ path })));
}

export async function pagesSitemapXml(baseUrl: string): Promise<string> {
  const [categories, subcategories] = await Promise.all([
    prisma.category.findMany({ select: { name: true, updatedAt: true }, orderBy: { name: 'asc' } }),
    prisma.subcategory.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  ]);
  return xmlDocument('urlset', 'url', baseUrl, [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories.map((category) => ({ path: `/category/${encodeURIComponent(category.name)}`, lastModified: category.updatedAt })),
    ...subcategories.map((subcategory) => ({ path: `/subcategory/${subcategory.id}`, lastModified: subcategory.updatedAt })),
  ]);
}

/** Published products in id order, shard by shard; null for a shard past the end (but shard 0 always exists). */
export async function productsSitemapXml(
  baseUrl: string,
  shard: number,
  perSitemap = PRODUCTS_PER_SITEMAP,
): Promise<string | null> {
  const products = await prisma.product.findMany({
    where: PUBLISHED,
    select: { id: true, updatedAt: true },
    orderBy: { id: 'asc' },
    skip: shard * perSitemap,
    take: perSitemap,
  });
  if (products.length === 0 && shard > 0) return null;
  return xmlDocument('urlset', 'url', baseUrl, products.map((product) => ({ path: `/product/${product.id}`, lastModified: product.updatedAt })));
}
