import { prisma } from '@/lib/db/client';

/**
 * What the sitemap needs of the catalogue: ids (names for categories) and when each last changed. Products are
 * read in keyset batches of two columns over the primary key, so 100,000 of them never load whole rows or use
 * OFFSET scans.
 */

export type SitemapRow = { id: string; updatedAt: Date };

export const SITEMAP_BATCH_SIZE = 5000;

export function listCategoriesForSitemap(): Promise<{ name: string; updatedAt: Date }[]> {
  return prisma.category.findMany({ select: { name: true, updatedAt: true }, orderBy: { name: 'asc' } });
}

export function listSubcategoriesForSitemap(): Promise<SitemapRow[]> {
  return prisma.subcategory.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: 'asc' } });
}

export async function* productsForSitemap(batchSize = SITEMAP_BATCH_SIZE): AsyncGenerator<SitemapRow[]> {
  let after: string | undefined;
  for (;;) {
    const batch = await prisma.product.findMany({
      select: { id: true, updatedAt: true },
      where: after === undefined ? undefined : { id: { gt: after } },
      orderBy: { id: 'asc' },
      take: batchSize,
    });
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.id;
  }
}
