import { describe, expect, it } from 'vitest';
import type { ProductJson } from '@/lib/catalog/catalog-json';
import { absoluteUrl, decimalPrice, productJsonLd, serializeJsonLd } from './product-json-ld';

const product: ProductJson = {
  _id: 'p1',
  name: 'Ceylon BOP Black Tea 400g',
  image: ['/seed/products/tea-1.svg', 'https://cdn.example.com/tea-2.png'],
  price: 1150,
  discount: 10,
  stock: 150,
  unit: '400 g',
  description: 'A strong, bright broken orange pekoe.',
  more_Details: { Brand: 'Lanka Tea Co.' },
  categoryId: { _id: 'c1', name: 'Spices & Tea' },
  sub_categoryId: { _id: 's1', name: 'Tea' },
  averageRating: 0,
  totalReviews: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const APP_URL = 'https://shop.example.lk';

describe('productJsonLd', () => {
  it('describes the product with one LKR offer at two decimals and absolute URLs', () => {
    expect(productJsonLd(product, APP_URL)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Ceylon BOP Black Tea 400g',
      image: ['https://shop.example.lk/seed/products/tea-1.svg', 'https://cdn.example.com/tea-2.png'],
      description: 'A strong, bright broken orange pekoe.',
      sku: 'p1',
      category: 'Spices & Tea > Tea',
      url: 'https://shop.example.lk/product/p1',
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example.lk/product/p1',
        price: '1150.00',
        priceCurrency: 'LKR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
  });

  it('says out of stock and adds the rating only when there are reviews', () => {
    const data = productJsonLd({ ...product, stock: 0, averageRating: 4.25, totalReviews: 8 }, APP_URL);
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.25,
      reviewCount: 8,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it('falls back to the name for a product without description or subcategory', () => {
    const data = productJsonLd({ ...product, description: '', sub_categoryId: null }, APP_URL);
    expect(data.description).toBe(product.name);
    expect(data.category).toBe('Spices & Tea');
  });
});

describe('decimalPrice', () => {
  it('always writes two decimals, exactly', () => {
    expect(decimalPrice(1250)).toBe('1250.00');
    expect(decimalPrice(1250.5)).toBe('1250.50');
    expect(decimalPrice(0.07)).toBe('0.07');
    expect(decimalPrice(19.99)).toBe('19.99');
  });
});

describe('absoluteUrl', () => {
  it('resolves paths against the shop and keeps absolute URLs', () => {
    expect(absoluteUrl('/uploads/a.png', 'http://localhost:3000')).toBe('http://localhost:3000/uploads/a.png');
    expect(absoluteUrl('https://cdn.example.com/a.png', 'http://localhost:3000')).toBe('https://cdn.example.com/a.png');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close the script element, and reads back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & more' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual(data);
  });
});
