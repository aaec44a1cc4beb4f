import { describe, expect, it } from 'vitest';
import { makeCategory, makeProduct, makeSubcategory, setupCatalogTest } from '@/tests/catalog';
import { type ProductFilters, productFiltersSchema, searchProducts } from './product-search';
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

const search = async (filters: ProductFilters) => (await searchProducts(productFiltersSchema.parse(filters))).products.map((product) => product.id);

/** What the word list holds for a product, by word. */
async function listedWords(productId: string) {
  const rows = await prisma.productSearchWord.findMany({ where: { productId }, orderBy: { word: 'asc' } });
  return rows.map(({ word, inName, ratingCount, createdAt }) => ({ word, inName, ratingCount, createdAt }));
}

describe('the word list (product_search_words, kept by triggers on products)', () => {
  it('follows an insert, a rename, a new description, a rating, unpublishing, publishing and a delete', async () => {
    const category = await makeCategory(prisma);
    const createdAt = new Date('2026-02-01T00:00:00Z');
    const { id } = await makeProduct(prisma, { categoryId: category.id, name: 'Velmora  TEA', description: 'Tea from\tVelmora', ratingCount: 3, createdAt });
    const listed = (words: [string, boolean][], ratingCount = 3) => words.map(([word, inName]) => ({ word, inName, ratingCount, createdAt }));
    expect(await listedWords(id)).toEqual(listed([['from', false], ['tea', true], ['velmora', true]]));

    await prisma.product.update({ where: { id }, data: { name: 'Qorvath Mug' } });
    expect(await listedWords(id)).toEqual(listed([['from', false], ['mug', true], ['qorvath', true], ['tea', false], ['velmora', false]]));

    await prisma.product.update({ where: { id }, data: { description: '' } });
    expect(await listedWords(id)).toEqual(listed([['mug', true], ['qorvath', true]]));

    // As the reviews domain stores a new review count.
    await prisma.$executeRaw`UPDATE products SET rating_count = 7 WHERE id = ${id}`;
    expect(await listedWords(id)).toEqual(listed([['mug', true], ['qorvath', true]], 7));

    await prisma.product.update({ where: { id }, data: { stock: 0, price: '99.00' } });
    expect(await listedWords(id)).toEqual(listed([['mug', true], ['qorvath', true]], 7));

    await prisma.product.update({ where: { id }, data: { status: 'DRAFT' } });
    expect(await listedWords(id)).toEqual([]);
    await prisma.product.update({ where: { id }, data: { status: 'PUBLISHED' } });
    expect(await listedWords(id)).toEqual(listed([['mug', true], ['qorvath', true]], 7));

    await prisma.product.delete({ where: { id } });
    expect(await listedWords(id)).toEqual([]);
  });

  it('lists the published products of a bulk insert, and keeps every word for the lookup of parts', async () => {
    const category = await makeCategory(prisma);
    await prisma.product.createMany({
      data: [
        { name: 'Zentharo Bowl', description: 'Carved', categoryId: category.id, price: '10.00', unit: 'piece' },
        { name: 'Zentharo Draft', description: 'Unseen', categoryId: category.id, price: '10.00', unit: 'piece', status: 'DRAFT' },
      ],
    });
    const products = await prisma.product.findMany({ where: { name: { startsWith: 'Zentharo' } }, orderBy: { name: 'asc' } });
    expect((await listedWords(products[0]!.id)).map((row) => row.word)).toEqual(['bowl', 'carved', 'zentharo']);
    expect(await listedWords(products[1]!.id)).toEqual([]);
    const known = await prisma.searchWord.findMany({ where: { word: { in: ['bowl', 'carved', 'zentharo', 'unseen'] } } });
    expect(known.map((row) => row.word).sort()).toEqual(['bowl', 'carved', 'zentharo']);
  });
});

describe('a one-word keyword in relevance order (read from the word list)', () => {
  const start = Date.parse('2026-03-01T00:00:00Z');
  let made = 0;
  const product = async (name: string, description: string, ratingCount: number, options: { minutes?: number; stock?: number } = {}) => {
    made += 1;
    const category = await makeCategory(prisma);
    const createdAt = new Date(start + (options.minutes ?? made) * 60_000);
    return (await makeProduct(prisma, { categoryId: category.id, name, description, ratingCount, createdAt, stock: options.stock ?? 5 })).id;
  };

  it('finds a part of any word, each product once, name matches first, then by reviews, newest, id; pages neither overlap nor miss', async () => {
    const inBoth = await product('Dravik Tea', 'The dravik estate', 2);
    const twoWords = await product('Dravikan Mug', 'Made in Dravik', 1);
    const described = await product('Clay Pot', 'Fired near Dravik', 9);
    const popular = await product('Woven DRAVIK mat', '', 9, { stock: 0 });
    // Same reviews and the same minute: the id decides.
    const tiedA = await product('Plain Cup', 'from dravik', 4, { minutes: 500 });
    const tiedB = await product('Plain Jug', 'from dravik', 4, { minutes: 500 });
    const [firstTied, secondTied] = [tiedA, tiedB].sort();
    await makeProduct(prisma, { categoryId: (await makeCategory(prisma)).id, name: 'Dravik Draft', status: 'DRAFT' });
    const relevance = [popular, inBoth, twoWords, described, firstTied!, secondTied!];

    expect(await search({ keyword: 'ravik' })).toEqual(relevance);
    expect(await search({ keyword: 'DRAVIK' })).toEqual(relevance);
    const pages = [];
    for (let page = 1; page <= 4; page += 1) pages.push(await search({ keyword: 'ravik', limit: '2', page: String(page) }));
    expect(pages.flat()).toEqual(relevance);
    expect(pages[3]).toEqual([]);
    expect(await search({ keyword: 'ravik', inStock: 'true' })).toEqual(relevance.filter((id) => id !== popular));

    // The order of the ILIKE path (a category filter takes it) is the same.
    await prisma.product.updateMany({ where: { id: { in: relevance } }, data: { categoryId: (await makeCategory(prisma)).id } });
    const category = (await prisma.product.findUniqueOrThrow({ where: { id: popular } })).categoryId;
    expect(await search({ keyword: 'ravik', category })).toEqual(relevance);
  });

  it('follows a rating, a rename and unpublishing at once', async () => {
    const first = await product('Sorvanti Rug', '', 5);
    const second = await product('Sorvanti Lamp', '', 1);
    expect(await search({ keyword: 'sorvant' })).toEqual([first, second]);
    await prisma.$executeRaw`UPDATE products SET rating_count = 6 WHERE id = ${second}`;
    expect(await search({ keyword: 'sorvant' })).toEqual([second, first]);
    await prisma.product.update({ where: { id: second }, data: { name: 'Plain Lamp' } });
    expect(await search({ keyword: 'sorvant' })).toEqual([first]);
    await prisma.product.update({ where: { id: first }, data: { status: 'DRAFT' } });
    // Nothing as written: the misspelling path, which finds nothing close either.
    expect(await search({ keyword: 'sorvant' })).toEqual([]);
  });
});
