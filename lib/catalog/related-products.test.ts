import { describe, expect, it } from 'vitest';
import { moneyFromRupees } from '@/lib/money';
import { makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { relatedProducts } from './related-products';

/** A small known catalogue: the file's database holds only these products, and no test changes them. */
const { prisma } = await setupCatalogTest();

const tea = await makeCategory(prisma, { name: 'Tea' });
const crafts = await makeCategory(prisma, { name: 'Crafts' });
const black = await makeSubcategory(prisma, tea.id, { name: 'Black' });
const green = await makeSubcategory(prisma, tea.id, { name: 'Green' });

const start = Date.parse('2026-01-01T00:00:00Z');
let made = 0;
/** Made a minute apart: each product is newer than the ones before it. */
async function product(
  name: string,
  categoryId: string,
  subcategoryId: string | null,
  { stock = 5, ratingCount = 0, status = 'PUBLISHED' }: { stock?: number; ratingCount?: number; status?: 'DRAFT' | 'PUBLISHED' } = {},
) {
  made += 1;
  const row = await makeProduct(prisma, { name, categoryId, subcategoryId, stock, ratingCount, status, createdAt: new Date(start + made * 60_000) });
  const placement = { id: row.id, category: { id: categoryId, name: '' }, subcategory: subcategoryId ? { id: subcategoryId, name: '' } : null };
  return { id: row.id, placement };
}

const self = await product('Ceylon Black Tea', tea.id, black.id, { ratingCount: 10 });
const blackOut = await product('Black Out Of Stock', tea.id, black.id, { stock: 0, ratingCount: 50 });
const blackReviewed = await product('Black Reviewed', tea.id, black.id, { ratingCount: 5 });
const blackReviewedNewer = await product('Black Reviewed Newer', tea.id, black.id, { ratingCount: 5 });
const blackNew = await product('Black New', tea.id, black.id);
await product('Black Draft', tea.id, black.id, { ratingCount: 100, status: 'DRAFT' });
const greenPopular = await product('Green Popular', tea.id, green.id, { ratingCount: 100 });
const greenOut = await product('Green Out Of Stock', tea.id, green.id, { stock: 0, ratingCount: 200 });
const teaLoose = await product('Loose Tea', tea.id, null, { ratingCount: 1 });
const mask = await product('Devil Mask', crafts.id, null, { ratingCount: 1000 });

const related = async (of: { placement: Parameters<typeof relatedProducts>[0] }, limit?: number) =>
  (await relatedProducts(of.placement, 'en', limit)).map((card) => card.id);

describe('relatedProducts', () => {
  it('same subcategory first: in stock first, then the most reviewed, then the newest', async () => {
    expect(await related(self)).toEqual([blackReviewedNewer.id, blackReviewed.id, blackNew.id, blackOut.id]);
  });

  it('then the rest of the category, in the same order, up to the limit', async () => {
    expect(await related(self, 6)).toEqual([blackReviewedNewer.id, blackReviewed.id, blackNew.id, blackOut.id, greenPopular.id, teaLoose.id]);
    expect(await related(self, 20)).toEqual([
      blackReviewedNewer.id,
      blackReviewed.id,
      blackNew.id,
      blackOut.id,
      greenPopular.id,
      teaLoose.id,
      greenOut.id,
    ]);
    expect(await related(self, 1)).toEqual([blackReviewedNewer.id]);
  });

  it('a product without a subcategory: its whole category in one order', async () => {
    expect(await related(teaLoose, 20)).toEqual([
      greenPopular.id,
      self.id,
      blackReviewedNewer.id,
      blackReviewed.id,
      blackNew.id,
      greenOut.id,
      blackOut.id,
    ]);
  });

  it('never the product itself, a draft or another category', async () => {
    expect(await related(greenPopular, 20)).toEqual([greenOut.id, self.id, blackReviewedNewer.id, blackReviewed.id, teaLoose.id, blackNew.id, blackOut.id]);
    expect(await related(mask, 20)).toEqual([]);
  });

  it('answers each as its card shows it', async () => {
    const [card] = await relatedProducts(teaLoose.placement, 'en', 1);
    expect(card).toEqual({
      id: greenPopular.id,
      name: 'Green Popular',
      images: [],
      price: moneyFromRupees(100),
      discount: 0,
      stock: 5,
      rating: { average: 0, count: 100 },
      category: { id: tea.id, name: 'Tea' },
    });
  });
});
