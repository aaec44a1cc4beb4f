import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { pagesSitemapXml, productsSitemapXml, sitemapFileOf, sitemapIndexXml } from './sitemap';

const { prisma } = await setupCatalogTest();
const BASE = 'https://shop.example.lk';

const category = await makeCategory(prisma, { name: 'Spices & Tea' });
const subcategory = await makeSubcategory(prisma, category.id, { name: 'Black Tea' });
const products = await Promise.all(
  Array.from({ length: 5 }, (_, index) => makeProduct(prisma, { categoryId: category.id, name: `Sitemap Tea ${index}` })),
);
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemap', () => {
  it('indexes the pages file and one products file per shard, each in the three languages', async () => {
    expect(locs(await sitemapIndexXml(BASE, 2))).toEqual(
      ['pages', 'products-0', 'products-1', 'products-2'].flatMap((name) => [
        `${BASE}/sitemaps/${name}.xml`,
        `${BASE}/sitemaps/${name}-si.xml`,
        `${BASE}/sitemaps/${name}-ta.xml`,
      ]),
    );
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

  it('lists each page in its language with its alternates in every language', async () => {
    const xml = await pagesSitemapXml(BASE, 'ta');
    expect(locs(xml)).toEqual(expect.arrayContaining([`${BASE}/ta`, `${BASE}/ta/about`, `${BASE}/ta/subcategory/${subcategory.id}`]));
    expect(xml).toContain(
      `<loc>${BASE}/ta/about</loc><xhtml:link rel="alternate" hreflang="en" href="${BASE}/about"/>` +
        `<xhtml:link rel="alternate" hreflang="si" href="${BASE}/si/about"/>` +
        `<xhtml:link rel="alternate" hreflang="ta" href="${BASE}/ta/about"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/about"/>`,
    );
    const product = products[0]!.id;
    expect(locs((await productsSitemapXml(BASE, 0, 'si'))!)).toContain(`${BASE}/si/product/${product}`);
  });

  it('reads which file is asked for, and refuses names it does not serve', () => {
    expect(sitemapFileOf('pages.xml')).toEqual({ list: 'pages', locale: 'en' });
    expect(sitemapFileOf('products-3-ta.xml')).toEqual({ list: 'products', shard: 3, locale: 'ta' });
    for (const name of ['pages-en.xml', 'pages-fr.xml', 'products-x.xml', 'pages.xml.gz', '../pages.xml']) {
      expect(sitemapFileOf(name)).toBeNull();
    }
  });

  it('splits the products over the shards in id order, each product once, and 404s past the end', async () => {
    const shards = await Promise.all([0, 1, 2].map((shard) => productsSitemapXml(BASE, shard, 'en', 2)));
    const listed = shards.flatMap((xml) => locs(xml!));
    const expected = products.map((product) => product.id).sort();
    expect(listed).toEqual(expected.map((id) => `${BASE}/product/${id}`));
    expect(await productsSitemapXml(BASE, 3, 'en', 2)).toBeNull();
    expect(locs((await productsSitemapXml(BASE, 0))!)).toHaveLength(products.length);
  });
});
