import { beforeAll, describe, expect, it } from 'vitest';
import { POST as addToCartRoute } from '@/app/api/cart/create/route';
import { DELETE as removeCartItemRoute } from '@/app/api/cart/delete/[id]/route';
import { PUT as updateCartItemRoute } from '@/app/api/cart/update/[id]/route';
import { POST as applyCouponRoute } from '@/app/api/coupon/apply/route';
import { POST as createReviewRoute } from '@/app/api/reviews/create/route';
import { PUT as updateReviewRoute } from '@/app/api/reviews/update/[id]/route';
import { GET as productReviewsRoute } from '@/app/api/reviews/getall/[productId]/route';
import { GET as sitemapFileRoute } from '@/app/sitemaps/[file]/route';
import { GET as sitemapIndexRoute } from '@/app/sitemap.xml/route';
import { call, expectRefused } from '@/tests/api';
import { makeProduct, makeSubcategory } from '@/tests/catalog';
import { addToCart, makeCoupon, makeShopper, placeOrder, setupOrdersTest, shopSnapshot } from '@/tests/orders';
import { GET as adminListRoute } from './admin/route';
import { GET as filterRoute } from './filter/route';
import { GET as bySubcategoryRoute } from './get/[id]/route';
import { GET as getAllRoute } from './getall/route';
import { GET as getByIdRoute } from './getbyid/[id]/route';
import { GET as searchRoute } from './search/route';

/**
 * A draft product is the admins' alone: no shopper's read shows it (lists, search, filters, the subcategory's list,
 * the product, its reviews, the sitemap), and no shopper can put it in a cart, review it, buy it now or check out a
 * cart line of it. The admin's inventory lists it.
 */

const { prisma, admin, category } = await setupOrdersTest();
const subcategory = await makeSubcategory(prisma, category.id, { name: 'Green Tea' });
const NAME = 'Unreleased Matcha';
const draft = await makeProduct(prisma, { categoryId: category.id, subcategoryId: subcategory.id, name: NAME, description: 'matcha', status: 'DRAFT', stock: 50 });
const published = await makeProduct(prisma, { categoryId: category.id, subcategoryId: subcategory.id, name: 'Released Matcha', stock: 50 });
let shopper: Awaited<ReturnType<typeof makeShopper>>;

beforeAll(async () => {
  shopper = await makeShopper(prisma);
});

const ids = (reply: { body: { data?: unknown } }) => (reply.body.data as { _id: string }[]).map((product) => product._id);

describe('shoppers never see a draft', () => {
  it.each([
    ['getall', () => call(getAllRoute, 'GET', '/api/products/getall?limit=100')],
    ['search', () => call(searchRoute, 'GET', '/api/products/search?keyword=matcha')],
    ['filter by keyword', () => call(filterRoute, 'GET', '/api/products/filter?keyword=Matcha')],
    ['filter by category, in stock', () => call(filterRoute, 'GET', `/api/products/filter?category=${category.id}&inStock=true&limit=100`)],
    ['filter sorted by name', () => call(filterRoute, 'GET', '/api/products/filter?sort=name&limit=100')],
    ['the subcategory list', () => call(bySubcategoryRoute, 'GET', `/api/products/get/${subcategory.id}`, {}, { id: subcategory.id })],
  ])('%s lists the published product only', async (_name, list) => {
    const reply = await list();
    expect(reply.status).toBe(200);
    expect(ids(reply)).toContain(published.id);
    expect(ids(reply)).not.toContain(draft.id);
  });

  it('getbyid answers 404 "Product not found", even to an admin (the inventory is the admins’ read)', async () => {
    expectRefused(await call(getByIdRoute, 'GET', `/api/products/getbyid/${draft.id}`, {}, { id: draft.id }), 404, 'Product not found');
    const asAdmin = await call(getByIdRoute, 'GET', `/api/products/getbyid/${draft.id}`, { token: admin.token }, { id: draft.id });
    expect(asAdmin.status).toBe(404);
  });

  it('its reviews are not readable (404)', async () => {
    const reply = await call(productReviewsRoute, 'GET', `/api/reviews/getall/${draft.id}`, {}, { productId: draft.id });
    expectRefused(reply, 404, 'Product not found');
  });

  it('the sitemap lists the published product, not the draft, and counts only published products', async () => {
    const file = await sitemapFileRoute(new Request('http://shop.test/sitemaps/products-0.xml'), { params: Promise.resolve({ file: 'products-0.xml' }) });
    const xml = await file.text();
    expect(xml).toContain(`/product/${published.id}`);
    expect(xml).not.toContain(`/product/${draft.id}`);
    expect(await (await sitemapIndexRoute()).text()).toContain('/sitemaps/products-0.xml');
  });
});

describe('shoppers cannot buy or review a draft', () => {
  it('add to cart: 404 "Product not found", no cart line', async () => {
    const reply = await call(addToCartRoute, 'POST', '/api/cart/create', { token: shopper.token, json: { productId: draft.id, quantity: 1 } });
    expectRefused(reply, 404, 'Product not found');
    expect(await prisma.cartItem.count({ where: { productId: draft.id } })).toBe(0);
  });

  it('buy now: 404 "Product not found", nothing changes', async () => {
    const before = await shopSnapshot(prisma);
    const reply = await placeOrder(shopper, {
      mode: 'buy_now',
      delivery_address: shopper.address.id,
      product_details: [{ productId: draft.id, quantity: 1 }],
    });
    expectRefused(reply, 404, 'Product not found');
    expect(await shopSnapshot(prisma)).toEqual(before);
  });

  it('checkout of a cart line whose product became a draft: 409 naming it, nothing changes', async () => {
    await addToCart(prisma, shopper.id, published.id);
    await addToCart(prisma, shopper.id, draft.id);
    const before = await shopSnapshot(prisma);
    const reply = await placeOrder(shopper, { delivery_address: shopper.address.id });
    expectRefused(reply, 409, `${NAME} is no longer sold`);
    expect(await shopSnapshot(prisma)).toEqual(before);
    await prisma.cartItem.deleteMany({ where: { userId: shopper.id } });
  });

  it('a cart line whose product became a draft: its quantity no longer changes (409 naming it), it can be removed', async () => {
    const line = await addToCart(prisma, shopper.id, draft.id, 2);
    const update = (quantity: number) =>
      call(updateCartItemRoute, 'PUT', `/api/cart/update/${line.id}`, { token: shopper.token, json: { quantity } }, { id: line.id });
    expectRefused(await update(3), 409, `${NAME} is no longer sold`);
    expectRefused(await update(1), 409, `${NAME} is no longer sold`);
    expect((await prisma.cartItem.findUniqueOrThrow({ where: { id: line.id } })).quantity).toBe(2);
    const removed = await call(removeCartItemRoute, 'DELETE', `/api/cart/delete/${line.id}`, { token: shopper.token }, { id: line.id });
    expect(removed.status).toBe(200);
    expect(await prisma.cartItem.count({ where: { id: line.id } })).toBe(0);
  });

  it('a coupon preview of a buy now of a draft: 404', async () => {
    const coupon = await makeCoupon(prisma);
    const reply = await call(applyCouponRoute, 'POST', '/api/coupon/apply', {
      token: shopper.token,
      json: { couponCode: coupon.code, mode: 'buy_now', productId: draft.id, quantity: 1 },
    });
    expectRefused(reply, 404, 'Product not found');
  });

  it('review: 404 "Product not found", no review', async () => {
    const reply = await call(createReviewRoute, 'POST', '/api/reviews/create', { token: shopper.token, json: { productId: draft.id, rating: 5 } });
    expectRefused(reply, 404, 'Product not found');
    expect(await prisma.review.count({ where: { productId: draft.id } })).toBe(0);
  });

  it('a review written before the product became a draft: not edited (404), nothing changes', async () => {
    const review = await prisma.review.create({ data: { userId: shopper.id, productId: draft.id, rating: 2, comment: 'before' } });
    const reply = await call(
      updateReviewRoute,
      'PUT',
      `/api/reviews/update/${review.id}`,
      { token: shopper.token, json: { rating: 5, comment: 'after' } },
      { id: review.id },
    );
    expectRefused(reply, 404, 'Product not found');
    expect(await prisma.review.findUniqueOrThrow({ where: { id: review.id }, select: { rating: true, comment: true } })).toEqual({ rating: 2, comment: 'before' });
    await prisma.review.delete({ where: { id: review.id } });
  });
});

describe('admins see drafts', () => {
  it('the inventory lists the draft with status draft, and filters by status', async () => {
    const all = await call(adminListRoute, 'GET', '/api/products/admin?limit=100', { token: admin.token });
    expect(ids(all)).toEqual(expect.arrayContaining([draft.id, published.id]));
    const drafts = await call(adminListRoute, 'GET', '/api/products/admin?status=draft', { token: admin.token });
    expect(ids(drafts)).toEqual([draft.id]);
    expect((drafts.body.data as { status: string }[])[0]?.status).toBe('draft');
  });
});
