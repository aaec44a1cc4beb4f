import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { pagesSitemapXml, productsSitemapXml, sitemapIndexXml } from './sitemap';

const { prisma } = await setupCatalogTest();
const BASE = 'https://shop.example.lk';

const category = await makeCategory(prisma, { name: 'Spices & Tea' });
const subcategory = await makeSubcategory(prisma, category.id, { name: 'Black Tea' });
const products = await Promise.all(
  Array.from({ length: 5 }, (_, index) => makeProduct(prisma, { categoryId: category.id, name: `Sitemap Tea ${index}` })),
);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap', () => {
  it('indexes the pages file and one products file per shard', async () => {
    expect(locs(await sitemapIndexXml(BASE, 2))).toEqual([
      `${BASE}/sitemaps/pages.xml`,
      `${BASE}/sitemaps/products-0.xml`,
      `${BASE}/sitemaps/products-1.xml`,
      `${BASE}/sitemaps/products-2.xml`,
    ]);
    expect(await sitemapIndexXml(BASE)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
  });

  it('lists static pages, categories and subcategories, with XML special characters escaped', async () => {
    const xml = await pagesSitemapXml(BASE);
    expect(locs(xml)).toEqual(
      expect.arrayContaining([
        `${BASE}/`,
        `${BASE}/shipping&amp;returns`,
        `${BASE}/category/Spices%20%26%20Tea`,
        `${BASE}/subcategory/${subcategory.id}`,
      ]),
    );
    expect(xml).toContain(`<lastmod>${subcategory.updatedAt.toISOString()}</lastmod>`);
  });

  it('splits the products over the shards in id order, each product once, and 404s past the end', async () => {
    const shards = await Promise.all([0, 1, 2].map((shard) => productsSitemapXml(BASE, shard, 2)));
    const listed = shards.flatMap((xml) => locs(xml!));
    const expected = products.map((product) => product.id).sort();
    expect(listed).toEqual(expected.map((id) => `${BASE}/product/${id}`));
    expect(await productsSitemapXml(BASE, 3, 2)).toBeNull();
    expect(locs((await productsSitemapXml(BASE, 0))!)).toHaveLength(products.length);
  });
});
