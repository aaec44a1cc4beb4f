import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TRANSLATED_LOCALES } from '@/lib/catalog/translations';
import { CATEGORIES, DEMO_COUPONS, PRODUCTS, SUBCATEGORIES, slugify } from './catalogue';
import { SEED_CATEGORY_NAMES } from './category-names';
import { SEED_TRANSLATIONS } from './translations';

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url));
const PRICE = /^\d{1,10}\.\d{2}$/;

describe('demo catalogue', () => {
  it('is big enough to fill a shop', () => {
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(SUBCATEGORIES.length).toBeGreaterThanOrEqual(20);
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(120);
  });

  it('has unique category names and subcategory names unique within their category', () => {
    expect(new Set(CATEGORIES.map((category) => category.name)).size).toBe(CATEGORIES.length);
    const subcategoryKeys = SUBCATEGORIES.map((subcategory) => `${subcategory.category}/${subcategory.name}`);
    expect(new Set(subcategoryKeys).size).toBe(SUBCATEGORIES.length);
  });

  it('names every category and subcategory in Sinhala and Tamil', () => {
    const unnamed = [...CATEGORIES, ...SUBCATEGORIES]
      .map(({ name }) => name)
      .filter((name) => !/[\u0D80-\u0DFF]/u.test(SEED_CATEGORY_NAMES[name]?.si ?? '') || !/[\u0B80-\u0BFF]/u.test(SEED_CATEGORY_NAMES[name]?.ta ?? ''));
    expect(unnamed).toEqual([]);
  });

  it('puts every product in an existing category and a subcategory of that category', () => {
    const categoryNames = new Set(CATEGORIES.map((category) => category.name));
    for (const product of PRODUCTS) {
      expect(categoryNames, product.name).toContain(product.category);
      const inCategory = SUBCATEGORIES.filter((subcategory) => subcategory.category === product.category);
      expect(inCategory.map((subcategory) => subcategory.name), product.name).toContain(product.subcategory);
    }
  });

  it('has product names unique within a category', () => {
    const keys = PRODUCTS.map((product) => `${product.category}/${product.name}`);
    expect(new Set(keys).size).toBe(PRODUCTS.length);
  });

  it('has valid prices, discounts, stock and units', () => {
    for (const product of PRODUCTS) {
      expect(product.price, product.name).toMatch(PRICE);
      expect(Number(product.price), product.name).toBeGreaterThan(0);
      expect(Number.isInteger(product.discount) && product.discount >= 0 && product.discount <= 90, product.name).toBe(true);
      expect(Number.isInteger(product.stock) && product.stock >= 0, product.name).toBe(true);
      expect(product.unit.length, product.name).toBeGreaterThan(0);
      expect(product.name.length, product.name).toBeLessThanOrEqual(200);
    }
  });

  it('has some products on offer and some out of stock', () => {
    expect(PRODUCTS.some((product) => product.discount > 0)).toBe(true);
    expect(PRODUCTS.some((product) => product.discount === 0)).toBe(true);
    expect(PRODUCTS.some((product) => product.stock === 0)).toBe(true);
  });

  it('gives every product 1 to 5 images, the first being the cover', () => {
    for (const product of PRODUCTS) {
      expect(product.images.length, product.name).toBeGreaterThanOrEqual(1);
      expect(product.images.length, product.name).toBeLessThanOrEqual(5);
    }
  });

  it('references only generated image files, each under 4 KB', () => {
    const images = [
      ...CATEGORIES.map((category) => category.image),
      ...SUBCATEGORIES.map((subcategory) => subcategory.image),
      ...PRODUCTS.flatMap((product) => product.images),
    ];
    // Slugs name the files, so two records with one slug would share (and overwrite) an image.
    expect(new Set(images).size).toBe(images.length);
    for (const image of images) {
      const file = join(PUBLIC_DIR, image);
      expect(existsSync(file), `${image} is missing: run npx tsx lib/db/seed/generate-images.ts`).toBe(true);
      expect(statSync(file).size, image).toBeLessThan(4096);
    }
  });

  it('has upper-case coupon codes with sensible limits', () => {
    for (const coupon of DEMO_COUPONS) {
      expect(coupon.code).toBe(coupon.code.toUpperCase());
      expect(coupon.discountPercent).toBeGreaterThan(0);
      expect(coupon.discountPercent).toBeLessThanOrEqual(100);
      expect(coupon.usageLimit).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('demo catalogue translations', () => {
  const SINHALA = /[\u0D80-\u0DFF]/;
  const TAMIL = /[\u0B80-\u0BFF]/;
  const SCRIPTS = { si: { own: SINHALA, other: TAMIL }, ta: { own: TAMIL, other: SINHALA } } as const;

  it('gives every product a Sinhala and a Tamil name and description, each in its own script only', () => {
    for (const product of PRODUCTS) {
      const translations = SEED_TRANSLATIONS[product.name];
      expect(translations, product.name).toBeDefined();
      for (const locale of TRANSLATED_LOCALES) {
        const { own, other } = SCRIPTS[locale];
        for (const field of ['name', 'description'] as const) {
          const text = translations?.[locale]?.[field] ?? '';
          const label = `${product.name} (${locale} ${field})`;
          expect(text.trim(), label).not.toBe('');
          expect(text, label).toMatch(own);
          expect(text, label).not.toMatch(other);
        }
        expect(translations?.[locale]?.name?.length ?? 0, product.name).toBeLessThanOrEqual(200);
      }
    }
  });

  it('translates only products that exist', () => {
    const names = new Set(PRODUCTS.map((product) => product.name));
    for (const name of Object.keys(SEED_TRANSLATIONS)) expect(names, name).toContain(name);
  });
});

describe('slugify', () => {
  it('makes URL-safe file names', () => {
    expect(slugify('Ceylon BOP Black Tea 400g')).toBe('ceylon-bop-black-tea-400g');
    expect(slugify("Men's Wear")).toBe('mens-wear');
    expect(slugify('Spices & Tea')).toBe('spices-and-tea');
    expect(slugify('15.6-inch Laptop')).toBe('15-6-inch-laptop');
  });
});
