import { describe, expect, it } from 'vitest';
import { listingPageOf, storefrontRoute } from './storefront-routes';

const routeOf = (address: string, role?: 'USER' | 'ADMIN') => {
  const url = new URL(address, 'http://shop.test');
  return storefrontRoute(url.pathname, url.searchParams, role);
};

describe('storefrontRoute', () => {
  it('serves the home page and /shop without a query from their cached routes, with one from their own', () => {
    expect(routeOf('/')).toBe('/browse/home');
    expect(routeOf('/home')).toBe('/browse/home');
    expect(routeOf('/shop')).toBe('/browse/shop');
    expect(routeOf('/?keyword=tea')).toBeNull();
    expect(routeOf('/shop?inStock=true')).toBeNull();
    expect(routeOf('/?notice=admin-only')).toBeNull();
  });

  it("serves a subcategory's ?page=N from the path, page 1 and anything that is no page from the first", () => {
    expect(routeOf('/subcategory/s1?page=2')).toBe('/subcategory/s1/2');
    expect(routeOf('/subcategory/s1?page=1')).toBe('/subcategory/s1');
    expect(routeOf('/subcategory/s1?page=abc')).toBe('/subcategory/s1');
    expect(routeOf('/subcategory/s1?page=0')).toBe('/subcategory/s1');
    expect(routeOf('/subcategory/s1')).toBeNull();
  });

  it("sends only an admin's product page to the preview read per request", () => {
    expect(routeOf('/product/p1', 'ADMIN')).toBe('/preview/product/p1');
    expect(routeOf('/product/p1', 'USER')).toBeNull();
    expect(routeOf('/product/p1')).toBeNull();
    expect(routeOf('/product/p1/extra', 'ADMIN')).toBeNull();
  });

  it('leaves every other address alone', () => {
    for (const address of ['/about', '/category/Tea', '/cart', '/admin/products', '/browse/home']) expect(routeOf(address, 'ADMIN')).toBeNull();
  });
});

describe('listingPageOf', () => {
  it('is a whole number from 1 to 10,000, else the first page', () => {
    expect(listingPageOf('7')).toBe(7);
    expect(listingPageOf('10000')).toBe(10_000);
    for (const value of ['10001', '1.5', '-2', '', 'x', null, undefined]) expect(listingPageOf(value)).toBe(1);
  });
});
