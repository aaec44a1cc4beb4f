import { describe, expect, it } from 'vitest';
import { languageAlternates } from './alternates';
import { localeRoute } from './locale-route';
import { localizedPath, pathIn, splitLocale } from './locales';

describe('addresses in a language', () => {
  it('leaves English unprefixed and puts the others under their code', () => {
    expect(localizedPath('/product/p1', 'en')).toBe('/product/p1');
    expect(localizedPath('/product/p1', 'si')).toBe('/si/product/p1');
    expect(localizedPath('/', 'ta')).toBe('/ta');
  });

  it('reads the language an address names, and only the shop languages', () => {
    expect(splitLocale('/si/shop')).toEqual({ locale: 'si', path: '/shop' });
    expect(splitLocale('/ta')).toEqual({ locale: 'ta', path: '/' });
    expect(splitLocale('/fr/shop')).toEqual({ locale: null, path: '/fr/shop' });
    expect(splitLocale('/sit/shop')).toEqual({ locale: null, path: '/sit/shop' });
    expect(splitLocale('/shop')).toEqual({ locale: null, path: '/shop' });
  });

  it('names a page in every language for search engines', () => {
    expect(languageAlternates('/about', 'si')).toEqual({
      canonical: '/si/about',
      languages: { en: '/about', si: '/si/about', ta: '/ta/about', 'x-default': '/about' },
    });
  });
});

describe("links in the page's language", () => {
  it('prefixes a path of the shop, keeping its query and fragment, and leaves every other address alone', () => {
    expect(pathIn('/cart', 'si')).toBe('/si/cart');
    expect(pathIn('/shop?keyword=tea#top', 'ta')).toBe('/ta/shop?keyword=tea#top');
    expect(pathIn('/', 'si')).toBe('/si');
    expect(pathIn('/cart', 'en')).toBe('/cart');
    for (const other of ['https://example.lk/x', '//evil.example/x', '#reviews', 'mailto:care@lankashop.lk']) expect(pathIn(other, 'si')).toBe(other);
  });
});

describe('the language of a page request', () => {
  it('serves a prefixed address in its language and an unprefixed one in English', () => {
    expect(localeRoute('/si/cart', '', undefined)).toEqual({ redirect: null, locale: 'si', path: '/cart' });
    expect(localeRoute('/cart', '', undefined)).toEqual({ redirect: null, locale: 'en', path: '/cart' });
  });

  it("keeps the shopper's chosen language on an unprefixed address, but never overrides a prefixed one", () => {
    expect(localeRoute('/cart', '?a=1', 'ta')).toEqual({ redirect: '/ta/cart?a=1', remember: 'ta' });
    expect(localeRoute('/si/cart', '', 'ta')).toEqual({ redirect: null, locale: 'si', path: '/cart' });
    expect(localeRoute('/cart', '', 'xx')).toEqual({ redirect: null, locale: 'en', path: '/cart' });
  });

  it("sends English's spelled-out address to the unprefixed one", () => {
    expect(localeRoute('/en', '', 'si')).toEqual({ redirect: '/', remember: 'en' });
    expect(localeRoute('/en/product/p1', '?x=1', undefined)).toEqual({ redirect: '/product/p1?x=1', remember: 'en' });
  });
});
