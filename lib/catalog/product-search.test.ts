import { expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { productFiltersSchema, searchProducts } from './product-search';
import { findProduct } from './products';

const { prisma } = await setupCatalogTest();

it('answers each found product exactly as the product itself is answered', async () => {
  const category = await makeCategory(prisma);
  const subcategory = await makeSubcategory(prisma, category.id);
  const made = [
    await makeProduct(prisma, {
      categoryId: category.id,
      subcategoryId: subcategory.id,
      price: '1249.99',
      discount: 15,
      images: ['/seed/a.svg', '/seed/b.svg'],
      moreDetails: { Origin: 'Kandy' },
      ratingAverage: '4.50',
      ratingCount: 2,
    }),
    await makeProduct(prisma, { categoryId: category.id }),
  ];
  const { products } = await searchProducts(productFiltersSchema.parse({ category: category.id }));
  expect(products.map((product) => product.id).sort()).toEqual(made.map((product) => product.id).sort());
  for (const product of products) expect(product).toEqual(await findProduct(product.id));
});
