import { expect, it } from 'vitest';
import { makeCategory, makeProduct, setupCatalogTest } from '@/tests/catalog';
import { nameCollation } from './name-order';
import { productFiltersSchema, searchProducts } from './product-search';

/** Sorting by name in Sinhala and Tamil: by the names the page shows, under the language's collation where the server has it. */

const { prisma } = await setupCatalogTest();

it('sorts by the names of the page language, English where a product has none', async () => {
  const category = await makeCategory(prisma);
  const made = async (name: string, si?: string, ta?: string) => {
    const { id } = await makeProduct(prisma, { categoryId: category.id, name });
    await prisma.product.update({ where: { id }, data: { translations: { ...(si && { si: { name: si } }), ...(ta && { ta: { name: ta } }) } } });
  };
  await made('Apple', 'ඇපල්', 'ஆப்பிள்');
  await made('Coconut', 'පොල්', 'தேங்காய்');
  await made('Mango', 'අඹ', 'மாம்பழம்');
  await made('Zebra toy');
  const names = async (locale: 'en' | 'si' | 'ta') =>
    (await searchProducts(productFiltersSchema.parse({ category: category.id, sort: 'name' }), locale)).products.map((product) => product.name);
  expect(await names('en')).toEqual(['Apple', 'Coconut', 'Mango', 'Zebra toy']);
  // A name without a translation sorts by its English one, where the collation puts Latin (si-LK and ta-LK after
  // their own script, ICU's root order before it).
  const translatedOnly = (names: string[]) => names.filter((name) => name !== 'Zebra toy');
  // In Sinhala අ before ඇ before ප.
  expect(translatedOnly(await names('si'))).toEqual(['Mango', 'Apple', 'Coconut']);
  // In Tamil ஆ before த before ம.
  expect(translatedOnly(await names('ta'))).toEqual(['Apple', 'Coconut', 'Mango']);
});

it('uses the Sri Lankan collations where the server has them, else ICU’s root order', async () => {
  const installed = await prisma.$queryRaw<{ collname: string }[]>`SELECT collname FROM pg_collation WHERE collname IN ('si-LK-x-icu', 'ta-LK-x-icu')`;
  const expected = installed.length === 2 ? ['si-LK-x-icu', 'ta-LK-x-icu'] : ['und-x-icu', 'und-x-icu'];
  expect([await nameCollation('si'), await nameCollation('ta')]).toEqual(expected);
  expect(await nameCollation('en')).toBeNull();
});
