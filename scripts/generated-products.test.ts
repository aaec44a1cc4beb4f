import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { productFiltersSchema, searchProducts } from '@/lib/catalog/product-search';
import { productSearchText } from '@/lib/catalog/search-words';
import { translationsOf } from '@/lib/catalog/translations';
import { prepareDatabase } from '@/lib/operations/prepare-database';
import { setupTestDatabase } from '@/tests/database';
import { addGeneratedProducts } from './generated-products';

/**
 * The measuring scripts' generated products are found as the shop's own are: they carry the search words a product
 * written through the shop gets (lib/catalog/search-words.ts), Sinhala and Tamil names among them, from the moment
 * they are inserted (the bench inserts them after start-up's backfill).
 */

const { url, prisma } = await setupTestDatabase();
await prepareDatabase(url, { admin: { email: 'owner@shop.local', password: 'Owner-Test-2026!' } }, () => {});
const seeded = await prisma.product.count();
const client = new pg.Client({ connectionString: url });
await client.connect();
const added = await addGeneratedProducts(client, seeded + 300);
await client.end();

const generated = await prisma.product.findMany({
  where: { id: { startsWith: 'bench' } },
  select: { id: true, name: true, description: true, translations: true, searchNameWords: true, searchTextWords: true },
});

const found = async (keyword: string) =>
  (await searchProducts(productFiltersSchema.parse({ keyword, limit: '100' }))).products.filter((product) => product.id.startsWith('bench')).length;

describe('generated products', () => {
  it('carry the search words the shop computes for a product it writes', () => {
    expect(added).toBe(300);
    expect(generated).toHaveLength(300);
    for (const product of generated) {
      const { searchNameWords, searchTextWords } = product;
      expect({ searchNameWords, searchTextWords }).toEqual(productSearchText({ ...product, translations: translationsOf(product.translations) }));
    }
  });

  it('are found by Sinhala, Tamil and romanized words', async () => {
    expect(await found('තේ')).toBeGreaterThan(0);
    expect(await found('அரிசி')).toBeGreaterThan(0);
    expect(await found('kurundu')).toBeGreaterThan(0);
  });
});
