import type { MetadataRoute } from 'next';
import { listCategoriesForSitemap, listSubcategoriesForSitemap, productsForSitemap } from '@/lib/catalog/sitemap-entries';
import { config } from '@/lib/config';

// Read at request time: the catalogue changes, and `next build` has no database.
export const dynamic = 'force-dynamic';

/** Public pages without catalogue data ('&' is escaped: Next writes <loc> as given). */
const STATIC_PATHS = ['/', '/shop', '/about', '/contact', '/faq', '/privacypolicy', '/shipping&returns', '/terms&conditions'];

const xmlSafe = (url: string) => url.replace(/&/g, '&amp;');

/**
 * Every public page of the shop: the static pages, each category, subcategory and product with the time it
 * last changed. Products are read in batches of ids (lib/catalog/sitemap-entries.ts). The protocol allows
 * 50,000 URLs per file; see docs/decisions.md for splitting beyond that.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const base = config().appUrl;
  const url = (path: string) => xmlSafe(`${base}${path}`);
  const [categories, subcategories] = await Promise.all([listCategoriesForSitemap(), listSubcategoriesForSitemap()]);

  const entries: MetadataRoute.Sitemap = [
    ...STATIC_PATHS.map((path) => ({ url: url(path), changeFrequency: path === '/' ? ('daily' as const) : ('monthly' as const) })),
    ...categories.map((category) => ({
      url: url(`/category/${encodeURIComponent(category.name)}`),
      lastModified: category.updatedAt,
    })),
    ...subcategories.map((subcategory) => ({ url: url(`/subcategory/${subcategory.id}`), lastModified: subcategory.updatedAt })),
  ];
  for await (const batch of productsForSitemap()) {
    for (const product of batch) entries.push({ url: url(`/product/${product.id}`), lastModified: product.updatedAt });
  }
  return entries;
}
