import { beforeAll, describe, expect, it } from 'vitest';
import { call, type CallOptions, expectRefused } from '@/tests/api';
import {
  ADMIN_PRODUCT_KEYS,
  ADMIN_REFUSALS,
  expectKeys,
  isStored,
  makeCategory,
  makeOrderShowing,
  makeProduct,
  refusalOptions,
  setupCatalogTest,
  storeImage,
} from '@/tests/catalog';
import { GET as adminListRoute } from './admin/route';
import { POST as bulkDeleteRoute } from './bulk/delete/route';
import { POST as bulkDiscountRoute } from './bulk/discount/route';

/**
 * The admin's inventory: GET /api/products/admin (a page of every product, drafts too, sorted and filtered, with the
 * total) and the bulk actions POST /api/products/bulk/delete {ids} and POST /api/products/bulk/discount {ids, discount}.
 */

const { prisma, admin, shopper } = await setupCatalogTest();
const sessions = { admin, shopper };
const asAdmin = { token: admin.token };

const tea = await makeCategory(prisma, { name: 'Tea' });
const crafts = await makeCategory(prisma, { name: 'Crafts' });
const START = Date.UTC(2025, 0, 1);

type Row = { id: string; name: string; stock: number; price: number; discount: number; rating: number; createdAt: number; status: string; categoryId: string };

// 30 products, a day apart, with every stock level, some drafts, two categories, and ties on price and discount.
const specs = Array.from({ length: 30 }, (_, index) => ({
  name: `Item ${String.fromCharCode(97 + ((index * 7) % 26))}${index}`,
  stock: [0, 1, 5, 6, 40][index % 5]!,
  price: 100 + (index % 7) * 10,
  discount: (index * 3) % 11,
  ratingAverage: ((index * 13) % 50) / 10,
  status: index % 6 === 0 ? ('DRAFT' as const) : ('PUBLISHED' as const),
  categoryId: index % 3 === 0 ? crafts.id : tea.id,
  createdAt: new Date(START + index * 86_400_000),
}));
let rows: Row[];

beforeAll(async () => {
  await prisma.product.deleteMany();
  for (const spec of specs) {
    await makeProduct(prisma, { ...spec, ratingAverage: spec.ratingAverage.toFixed(2) });
  }
  const stored = await prisma.product.findMany();
  rows = stored.map((product) => ({
    id: product.id,
    name: product.name,
    stock: product.stock,
    price: product.price.toNumber(),
    discount: product.discount,
    rating: product.ratingAverage.toNumber(),
    createdAt: product.createdAt.getTime(),
    status: product.status,
    categoryId: product.categoryId,
  }));
});

const list = (query = '', options: CallOptions = asAdmin) => call(adminListRoute, 'GET', `/api/products/admin${query ? `?${query}` : ''}`, options);
const replyIds = (reply: { body: { data?: unknown } }) => (reply.body.data as { _id: string }[]).map((product) => product._id);

/** `rows` in a sort's order: the column, then the id in the same direction. */
function sorted(key: keyof Row, order: 'asc' | 'desc', subset: Row[] = rows): string[] {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);
  return [...subset].sort((a, b) => sign * (compare(a[key], b[key]) || compare(a.id, b.id))).map((row) => row.id);
}

describe('GET /api/products/admin: pages', () => {
  it('without a query: the first 24 products, newest first, drafts too, with the total', async () => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Products');
    expect(replyIds(reply)).toEqual(sorted('createdAt', 'desc').slice(0, 24));
    expect(reply.body.pagination).toEqual({ page: 1, limit: 24, hasMore: true, total: 30 });
    for (const product of reply.body.data as object[]) expectKeys(product, ADMIN_PRODUCT_KEYS);
  });

  it('the last page holds the rest; a page ending exactly at the last product says no more; past the end is empty with the total', async () => {
    const second = await list('page=2');
    expect(replyIds(second)).toEqual(sorted('createdAt', 'desc').slice(24));
    expect(second.body.pagination).toEqual({ page: 2, limit: 24, hasMore: false, total: 30 });
    const exact = await list('page=3&limit=10');
    expect(exact.body.pagination).toEqual({ page: 3, limit: 10, hasMore: false, total: 30 });
    const past = await list('page=9');
    expect(past.body.data).toEqual([]);
    expect(past.body.message).toBe('No products found');
    expect(past.body.pagination).toEqual({ page: 9, limit: 24, hasMore: false, total: 30 });
  });

  it('the total counts every match, not the page (a search matching more than a page)', async () => {
    const reply = await list('search=item&limit=5');
    expect(reply.body.data).toHaveLength(5);
    expect(reply.body.pagination).toEqual({ page: 1, limit: 5, hasMore: true, total: 30 });
  });
});

describe('GET /api/products/admin: sorts', () => {
  it.each([
    ['stock', 'stock'],
    ['price', 'price'],
    ['discount', 'discount'],
    ['rating', 'rating'],
    ['name', 'name'],
    ['created', 'createdAt'],
  ] as const)('sort=%s in both orders, ties broken by id', async (sort, key) => {
    for (const order of ['asc', 'desc'] as const) {
      const reply = await list(`sort=${sort}&order=${order}&limit=100`);
      expect(replyIds(reply), `${sort} ${order}`).toEqual(sorted(key, order));
    }
  });

  it('pages of a sort never overlap nor skip', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`sort=discount&order=asc&limit=10&page=${page}`)));
    expect(pages.flatMap(replyIds)).toEqual(sorted('discount', 'asc'));
  });
});

describe('GET /api/products/admin: filters', () => {
  it.each([
    ['out_of_stock', (row: Row) => row.stock === 0],
    ['low_stock', (row: Row) => row.stock >= 1 && row.stock <= 5],
    ['in_stock', (row: Row) => row.stock > 0],
  ] as const)('stock=%s', async (stock, keep) => {
    const reply = await list(`stock=${stock}&limit=100`);
    const expected = sorted('createdAt', 'desc', rows.filter(keep));
    expect(replyIds(reply)).toEqual(expected);
    expect(reply.body.pagination).toMatchObject({ total: expected.length });
  });

  it('status=draft and status=published', async () => {
    expect(replyIds(await list('status=draft&limit=100'))).toEqual(sorted('createdAt', 'desc', rows.filter((row) => row.status === 'DRAFT')));
    expect(replyIds(await list('status=published&limit=100'))).toEqual(
      sorted('createdAt', 'desc', rows.filter((row) => row.status === 'PUBLISHED')),
    );
  });

  it('category', async () => {
    expect(replyIds(await list(`category=${crafts.id}&limit=100`))).toEqual(sorted('createdAt', 'desc', rows.filter((row) => row.categoryId === crafts.id)));
  });

  it('search: any part of the name, any letter case, % and _ literal', async () => {
    const target = rows[7]!;
    expect(replyIds(await list(`search=${encodeURIComponent(target.name.toUpperCase())}`))).toEqual([target.id]);
    expect(replyIds(await list('search=%25'))).toEqual([]);
    expect(replyIds(await list('search=_'))).toEqual([]);
  });

  it('filters combine, and empty parameters count as absent', async () => {
    const keep = (row: Row) => row.categoryId === tea.id && row.stock >= 1 && row.stock <= 5 && row.status === 'PUBLISHED';
    const reply = await list(`category=${tea.id}&stock=low_stock&status=published&sort=stock&order=asc&search=&limit=100`);
    expect(replyIds(reply)).toEqual(sorted('stock', 'asc', rows.filter(keep)));
  });
});

describe('GET /api/products/admin: refusals', () => {
  it.each([
    ['page=0', 'page must be a whole number of 1 or more'],
    ['limit=101', 'limit must be a whole number from 1 to 100'],
    ['sort=popularity', 'sort must be one of created, name, price, discount, stock, rating'],
    ['order=up', 'order must be one of asc, desc'],
    ['stock=few', 'stock must be one of out_of_stock, low_stock, in_stock'],
    ['status=hidden', 'status must be one of draft, published'],
    [`search=${'x'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('%s: 400', async (query, message) => {
    expectRefused(await list(query), 400, message);
  });

  it('a guest: 401; a shopper: 403', async () => {
    expectRefused(await list('', {}), 401, 'Please log in to continue');
    expectRefused(await list('', { token: shopper.token }), 403, 'Access denied! Admins only.');
  });
});

const bulkDelete = (json: unknown, options: CallOptions = asAdmin) => call(bulkDeleteRoute, 'POST', '/api/products/bulk/delete', { json, ...options });
const bulkDiscount = (json: unknown, options: CallOptions = asAdmin) =>
  call(bulkDiscountRoute, 'POST', '/api/products/bulk/discount', { json, ...options });

const snapshot = () => prisma.product.findMany({ orderBy: { id: 'asc' }, select: { id: true, discount: true, updatedAt: true } });
const fresh = (count: number, options: { images?: string[] } = {}) =>
  Promise.all(Array.from({ length: count }, () => makeProduct(prisma, { categoryId: tea.id, ...options })));

describe('POST /api/products/bulk/discount', () => {
  it('sets the discount on every chosen product and only those: the count in the message', async () => {
    const [a, b, other] = await fresh(3);
    const reply = await bulkDiscount({ ids: [a!.id, b!.id, a!.id], discount: 25 });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: 'Discount set to 25% on 2 products', data: { count: 2, discount: 25 } });
    const after = await prisma.product.findMany({ where: { id: { in: [a!.id, b!.id, other!.id] } }, orderBy: { id: 'asc' } });
    expect(Object.fromEntries(after.map((row) => [row.id, row.discount]))).toEqual({ [a!.id]: 25, [b!.id]: 25, [other!.id]: 0 });
  });

  it('accepts 0 and 100, and a hundred ids', async () => {
    const products = await fresh(100);
    expect((await bulkDiscount({ ids: products.map((product) => product.id), discount: 100 })).status).toBe(200);
    expect((await bulkDiscount({ ids: [products[0]!.id], discount: 0 })).body.message).toBe('Discount set to 0% on 1 product');
    await prisma.product.deleteMany({ where: { id: { in: products.map((product) => product.id) } } });
  });

  it.each([
    [{ ids: ['x'], discount: 101 }, 'Discount must be a whole percent from 0 to 100'],
    [{ ids: ['x'], discount: -1 }, 'Discount must be a whole percent from 0 to 100'],
    [{ ids: ['x'], discount: 2.5 }, 'Discount must be a whole percent from 0 to 100'],
    [{ ids: ['x'], discount: '10' }, 'Discount must be a whole percent from 0 to 100'],
    [{ ids: ['x'] }, 'Discount must be a whole percent from 0 to 100'],
    [{ ids: [], discount: 10 }, 'Choose at least one product'],
    [{ ids: 'x', discount: 10 }, 'ids must be a list of product ids'],
    [{ ids: [''], discount: 10 }, 'ids must be product ids'],
    [{ ids: Array.from({ length: 101 }, (_, index) => `id${index}`), discount: 10 }, 'At most 100 products at a time'],
  ])('refuses %j (400) and changes nothing', async (json, message) => {
    const before = await snapshot();
    expectRefused(await bulkDiscount(json), 400, message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the whole list when one id is unknown (404) and changes nothing', async () => {
    const [a] = await fresh(1);
    const before = await snapshot();
    expectRefused(await bulkDiscount({ ids: [a!.id, 'gone'], discount: 10 }), 404, '1 of the 2 chosen products no longer exists: reload the list. Nothing was changed.');
    expect(await snapshot()).toEqual(before);
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i) and changes nothing', async (who, status, message) => {
    const [a] = await fresh(1);
    const before = await snapshot();
    expectRefused(await bulkDiscount({ ids: [a!.id], discount: 10 }, refusalOptions(who, sessions)), status, message);
    expect(await snapshot()).toEqual(before);
  });
});

describe('POST /api/products/bulk/delete', () => {
  it('deletes every chosen product with its images, keeping an image an order still shows', async () => {
    const [shown, gone] = [storeImage(), storeImage()];
    const [a, b, other] = await fresh(3, { images: [] });
    await prisma.product.update({ where: { id: a!.id }, data: { images: [shown, gone] } });
    await makeOrderShowing(prisma, { userId: shopper.id, productId: a!.id, image: shown });
    const reply = await bulkDelete({ ids: [a!.id, b!.id] });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, message: '2 products deleted', data: { count: 2 } });
    expect(await prisma.product.count({ where: { id: { in: [a!.id, b!.id] } } })).toBe(0);
    expect(await prisma.product.count({ where: { id: other!.id } })).toBe(1);
    expect(isStored(shown)).toBe(true);
    expect(isStored(gone)).toBe(false);
  });

  it.each([
    [{}, 'ids must be a list of product ids'],
    [{ ids: null }, 'ids must be a list of product ids'],
    [{ ids: { 0: 'x' } }, 'ids must be a list of product ids'],
    [{ ids: [1] }, 'ids must be product ids'],
    [{ ids: [null] }, 'ids must be product ids'],
    [{ ids: [['x']] }, 'ids must be product ids'],
    [{ ids: ['x'.repeat(65)] }, 'ids must be product ids'],
    [{ ids: ['a\u0000b'] }, 'Request contains invalid characters'],
    [{ ids: [] }, 'Choose at least one product'],
    [{ ids: Array.from({ length: 101 }, (_, index) => `id${index}`) }, 'At most 100 products at a time'],
  ])('refuses %j (400) and deletes nothing', async (json, message) => {
    const before = await snapshot();
    expectRefused(await bulkDelete(json), 400, message);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a body over 256 KB (413) and deletes nothing', async () => {
    const [a] = await fresh(1);
    const before = await snapshot();
    expectRefused(await bulkDelete({ ids: [a!.id], pad: 'x'.repeat(256 * 1024) }), 413, 'Request body is too large (at most 256 KB)');
    expect(await snapshot()).toEqual(before);
  });

  it('refuses the whole list when ids are unknown (404) and deletes nothing', async () => {
    const [a] = await fresh(1);
    const before = await snapshot();
    expectRefused(await bulkDelete({ ids: [a!.id, 'gone-1', 'gone-2'] }), 404, '2 of the 3 chosen products no longer exist: reload the list. Nothing was changed.');
    expect(await snapshot()).toEqual(before);
  });

  it.each(ADMIN_REFUSALS)('refuses %s (%i) and deletes nothing', async (who, status, message) => {
    const [a] = await fresh(1);
    const before = await snapshot();
    expectRefused(await bulkDelete({ ids: [a!.id] }, refusalOptions(who, sessions)), status, message);
    expect(await snapshot()).toEqual(before);
  });
});
