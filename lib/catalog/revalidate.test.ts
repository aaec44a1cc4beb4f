import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { makeCategory, makeProduct, makeSubcategory } from '@/tests/catalog';
import { makeShopper, setupOrdersTest } from '@/tests/orders';
import { createOrder } from '@/lib/orders/create-order';
import { updateOrder } from '@/lib/orders/orders';
import { saveReview } from '@/lib/reviews/reviews';
import { bulkSetDiscount } from './admin-products';
import { CATALOG_TAG, EXACT_STOCK_TAG, listingTag, listingTagsOf, productTag } from './cache-tags';
import { updateCategory } from './categories';
import { deleteProduct, updateProduct } from './products';
import { productInputSchema } from './schemas';

// Next's revalidateTag, watched: the tests read which tags each change expired.
const expired = vi.hoisted(() => [] as string[]);
vi.mock('next/cache', async (original) => ({
  ...(await original<typeof import('next/cache')>()),
  revalidateTag: (tag: string) => void expired.push(tag),
}));

const ALL_LISTINGS = listingTag({});

describe('the tags of the catalogue cache', () => {
  it('name the narrowest listing a search belongs to', () => {
    expect(listingTag({ category: 'c1', subCategory: 's1' })).toBe(listingTag({ subCategory: 's1' }));
    expect(listingTag({ category: 'c1' })).not.toBe(listingTag({ subCategory: 'c1' }));
    expect(listingTag({ category: 'c1' })).not.toBe(ALL_LISTINGS);
  });

  it('reach every listing a product is placed in, once each', () => {
    const placed = { categoryId: 'c1', subcategoryId: 's1' };
    expect(listingTagsOf([placed, placed, { categoryId: 'c1', subcategoryId: null }]).sort()).toEqual(
      [ALL_LISTINGS, listingTag({ category: 'c1' }), listingTag({ subCategory: 's1' })].sort(),
    );
    expect(listingTagsOf([])).toEqual([]);
  });
});

describe('what a change expires', () => {
  let prisma: PrismaClient;
  let categoryId: string;
  let subcategoryId: string;
  let otherSubcategoryId: string;

  beforeAll(async () => {
    const setup = await setupOrdersTest();
    prisma = setup.prisma;
    categoryId = setup.category.id;
    subcategoryId = (await makeSubcategory(prisma, categoryId, { name: 'Green Tea' })).id;
    otherSubcategoryId = (await makeSubcategory(prisma, categoryId, { name: 'Black Tea' })).id;
  });
  beforeEach(() => void expired.splice(0));

  const listingsOf = (subcategory: string) => listingTagsOf([{ categoryId, subcategoryId: subcategory }]);

  it("an order expires only the pages of the products whose stock it took and the API's exact-stock lists, not the pages' listings", async () => {
    const shopper = await makeShopper(prisma);
    const product = await makeProduct(prisma, { categoryId, subcategoryId, stock: 5 });
    const untouched = await makeProduct(prisma, { categoryId, subcategoryId, stock: 5 });
    await createOrder(shopper, { mode: 'buy_now', paymentMethod: 'cod', addressId: shopper.address.id, couponCode: undefined, buyNow: { productId: product.id, quantity: 2 } });
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id)].sort());
    expect(expired).not.toContain(productTag(untouched.id));
  });

  it('an order that sells the last one also expires the listings, which show it sold out; a cancellation brings it back', async () => {
    const shopper = await makeShopper(prisma);
    const product = await makeProduct(prisma, { categoryId, subcategoryId, stock: 2 });
    const order = await createOrder(shopper, { mode: 'buy_now', paymentMethod: 'cod', addressId: shopper.address.id, couponCode: undefined, buyNow: { productId: product.id, quantity: 2 } });
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id), ...listingsOf(subcategoryId)].sort());

    expired.splice(0);
    await updateOrder(order.id, shopper, { deliveryStatus: 'cancelled' });
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id), ...listingsOf(subcategoryId)].sort());
  });

  it('a review expires its product and the listings showing its rating, nothing else', async () => {
    const shopper = await makeShopper(prisma);
    const product = await makeProduct(prisma, { categoryId, subcategoryId: otherSubcategoryId });
    await saveReview(shopper, { productId: product.id, rating: 4, comment: 'Fresh' });
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id), ...listingsOf(otherSubcategoryId)].sort());
    expect(expired).not.toContain(CATALOG_TAG);
  });

  it("an admin's edit expires the product and the listings it leaves and joins", async () => {
    const product = await makeProduct(prisma, { categoryId, subcategoryId });
    const values = productInputSchema.parse({ name: 'Moved Tea', categoryId, sub_categoryId: otherSubcategoryId, unit: 'box', stock: 3, price: 250 });
    await updateProduct(product.id, values, [], undefined);
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id), ...new Set([...listingsOf(subcategoryId), ...listingsOf(otherSubcategoryId)])].sort());

    expired.splice(0);
    await bulkSetDiscount({ ids: [product.id], discount: 10 });
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id), ...listingsOf(otherSubcategoryId)].sort());

    expired.splice(0);
    await deleteProduct(product.id);
    expect(expired.sort()).toEqual([EXACT_STOCK_TAG, productTag(product.id), ...listingsOf(otherSubcategoryId)].sort());
  });

  it("a category's change expires the whole catalogue: its name shows with every product of it", async () => {
    const category = await makeCategory(prisma, { name: 'Spices', image: '/uploads/spices.png' });
    await updateCategory(category.id, { name: 'Ceylon Spices' });
    expect(expired).toEqual([CATALOG_TAG]);
  });
});
