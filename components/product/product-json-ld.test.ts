import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/catalog/types';
import { cents } from '@/lib/money';
import { absoluteUrl, productJsonLd, serializeJsonLd } from './product-json-ld';

const product: Product = {
  id: 'p1',
  name: 'Ceylon BOP Black Tea 400g',
  images: ['/seed/products/tea-1.svg', 'https://cdn.example.com/tea-2.png'],
  price: cents(115_000),
  discount: 10,
  stock: 150,
  unit: '400 g',
  description: 'A strong, bright broken orange pekoe.',
  details: { Brand: 'Lanka Tea Co.' },
  translations: {},
  category: { id: 'c1', name: 'Spices & Tea' },
  subcategory: { id: 's1', name: 'Tea' },
  rating: { average: 0, count: 0 },
  status: 'published',
  createdAt: new Date('2026-01-01T00:00:00.000Z'),
  updatedAt: new Date('2026-01-01T00:00:00.000Z'),
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
    const data = productJsonLd({ ...product, stock: 0, rating: { average: 4.25, count: 8 } }, APP_URL);
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
    const data = productJsonLd({ ...product, description: '', subcategory: null }, APP_URL);
    expect(data.description).toBe(product.name);
    expect(data.category).toBe('Spices & Tea');
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
