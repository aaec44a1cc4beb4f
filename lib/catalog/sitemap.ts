import 'server-only';
import { prisma } from '@/lib/db/client';
import { DEFAULT_LOCALE, isLocale, type Locale, LOCALES, localizedPath } from '@/lib/i18n/locales';
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

function urlEntry(baseUrl: string, { path, lastModified }: SitemapUrl, locale: Locale): string {
  const lastmod = lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : '';
  const link = (hreflang: string, target: Locale) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(baseUrl + localizedPath(path, target))}"/>`;
  const alternates = [...LOCALES.map((target) => link(target, target)), link('x-default', DEFAULT_LOCALE)].join('');
  return `<url><loc>${escapeXml(baseUrl + localizedPath(path, locale))}</loc>${lastmod}${alternates}</url>`;
}

function urlSet(baseUrl: string, entries: SitemapUrl[], locale: Locale): string {
  const lines = entries.map((entry) => urlEntry(baseUrl, entry, locale));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${lines.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(baseUrl: string, files: string[]): string {
  const lines = files.map((path) => `<sitemap><loc>${escapeXml(baseUrl + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}\n</sitemapindex>\n`;
}

/** A sitemap file's name in a language: `pages.xml`, `pages-si.xml`. */
const fileIn = (name: string, locale: Locale) => (locale === DEFAULT_LOCALE ? `${name}.xml` : `${name}-${locale}.xml`);

/** The sitemap a file name asks for (`products-3-ta.xml`): which list, which shard, which language; null for none. */
type SitemapFile = { list: 'pages'; locale: Locale } | { list: 'products'; shard: number; locale: Locale };

export function sitemapFileOf(file: string): SitemapFile | null {
  const match = /^(pages|products-(\d{1,4}))(?:-([a-z]{2}))?\.xml$/.exec(file);
  if (!match) return null;
  const locale = match[3] ?? DEFAULT_LOCALE;
  if (!isLocale(locale) || (match[3] && locale === DEFAULT_LOCALE)) return null;
  return match[2] === undefined ? { list: 'pages', locale } : { list: 'products', shard: Number(match[2]), locale };
}

export async function sitemapIndexXml(baseUrl: string, perSitemap = PRODUCTS_PER_SITEMAP): Promise<string> {
  const products = await prisma.product.count({ where: PUBLISHED });
  const shards = Math.max(1, Math.ceil(products / perSitemap));
  const names = ['pages', ...Array.from({ length: shards }, (_, shard) => `products-${shard}`)];
  return sitemapIndex(baseUrl, names.flatMap((name) => LOCALES.map((locale) => `/sitemaps/${fileIn(name, locale)}`)));
}

export async function pagesSitemapXml(baseUrl: string, locale: Locale = DEFAULT_LOCALE): Promise<string> {
  const [categories, subcategories] = await Promise.all([
    prisma.category.findMany({ select: { name: true, updatedAt: true }, orderBy: { name: 'asc' } }),
    prisma.subcategory.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } }),
  ]);
  return urlSet(baseUrl, [
    ...STATIC_PATHS.map((path) => ({ path })),
    ...categories.map((category) => ({ path: `/category/${encodeURIComponent(category.name)}`, lastModified: category.updatedAt })),
    ...subcategories.map((subcategory) => ({ path: `/subcategory/${subcategory.id}`, lastModified: subcategory.updatedAt })),
  ], locale);
}

/** Published products in id order, shard by shard; null for a shard past the end (but shard 0 always exists). */
export async function productsSitemapXml(
  baseUrl: string,
  shard: number,
  locale: Locale = DEFAULT_LOCALE,
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
  const entries = products.map((product) => ({ path: `/product/${product.id}`, lastModified: product.updatedAt }));
  return urlSet(baseUrl, entries, locale);
}
