import { describe, expect, it } from 'vitest';
import { GET as searchRoute } from '@/app/api/products/search/route';
import { call } from '@/tests/api';
import { makeCategory, makeProduct, setupCatalogTest } from '@/tests/catalog';
import { productFiltersSchema, searchProducts } from './product-search';
import { fillMissingSearchWords } from './search-words-backfill';
import type { ProductTranslations } from './translations';

/**
 * Search in English, Sinhala and Tamil, romanized as typed on a Latin keyboard, with diacritics, misspellings and
 * "did you mean" (issue 34, point 2). The products get their search words as the shop's start gives them to products
 * written without them (fillMissingSearchWords), so the backfill is proven too.
 */

const { prisma } = await setupCatalogTest();
const category = await makeCategory(prisma);

async function product(name: string, description: string, translations: ProductTranslations, ratingCount = 0) {
  const made = await makeProduct(prisma, { categoryId: category.id, name, description, ratingCount });
  await prisma.product.update({ where: { id: made.id }, data: { translations } });
  return made.id;
}

// 'tea' is part of their names ('steam') and they are the most reviewed, so popularity alone put them first.
const kettle = await product('Steam Kettle', 'Boils water in two minutes.', {}, 40);
const bottle = await product('Feeding Bottle Steamer', 'Sterilizes bottles.', {}, 30);
const blackTea = await product('Ceylon Black Tea', 'Strong tea from the hills.', {
  si: { name: 'ලංකා කළු තේ', description: 'කඳුකරයේ තේ' },
  ta: { name: 'இலங்கை கருப்பு தேயிலை', description: 'மலைநாட்டு தேயிலை' },
});
const cinnamon = await product('Cinnamon Sticks', 'True cinnamon quills.', {
  si: { name: 'කුරුඳු පොතු', description: 'ලංකාවේ කුරුඳු' },
  ta: { name: 'இலவங்கப்பட்டை', description: 'உண்மையான இலவங்கப்பட்டை' },
});
const rice = await product('Red Rice', 'Kekulu rice, 5kg.', {
  si: { name: 'රතු කැකුළු සහල්', description: 'සහල් 5kg' },
  ta: { name: 'சிவப்பு அரிசி', description: 'அரிசி 5kg' },
});
expect(await fillMissingSearchWords(prisma)).toBe(5);

const search = async (keyword: string) => (await searchProducts(productFiltersSchema.parse({ keyword }))).products.map((found) => found.id);

describe('search in the three scripts', () => {
  it.each([
    ['තේ', [blackTea]],
    ['කුරුඳු', [cinnamon]],
    ['ලංකා කළු තේ', [blackTea]],
    ['සහල්', [rice]],
    ['அரிசி', [rice]],
    ['தேயிலை', [blackTea]],
    ['இலவங்கப்பட்டை', [cinnamon]],
  ])('%s finds its product', async (keyword, expected) => {
    expect(await search(keyword)).toEqual(expected);
  });
});

describe('romanized Sinhala and Tamil, and diacritics', () => {
  it.each([
    ['kurundu', [cinnamon]],
    ['arisi', [rice]],
    ['ARISI', [rice]],
    ['sahal', [rice]],
    ['theyilai', [blackTea]],
    ['lanka kalu', [blackTea]],
    ['ilavangappattai', [cinnamon]],
  ])('%s finds its product', async (keyword, expected) => {
    expect(await search(keyword)).toEqual(expected);
  });

  it('thé finds the tea (තේ, "the" with its accent folded) first', async () => {
    expect((await search('thé'))[0]).toBe(blackTea);
  });
});

describe('ranking', () => {
  it('tea puts the tea before the steam kettle and the bottle steamer, however reviewed', async () => {
    expect(await search('tea')).toEqual([blackTea, kettle, bottle]);
  });
});

describe('misspellings and did you mean', () => {
  it('finds a misspelt Sinhala or English word', async () => {
    expect(await search('cinamon')).toEqual([cinnamon]);
  });

  it('suggests tea for tae and ceylon tea for ceylon tae, through GET /api/products/search', async () => {
    for (const [keyword, suggestion] of [
      ['tae', 'tea'],
      ['ceylon tae', 'ceylon tea'],
    ] as const) {
      const reply = await call(searchRoute, 'GET', `/api/products/search?keyword=${encodeURIComponent(keyword)}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ success: true, data: [], suggestion });
    }
  });

  it('suggests nothing when the keyword finds products', async () => {
    const found = await call(searchRoute, 'GET', '/api/products/search?keyword=tea');
    expect(found.body).not.toHaveProperty('suggestion');
  });
});
