import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addToCartSchema } from '@/lib/cart/schemas';
import { filtersFromSearchParams } from '@/lib/catalog/product-search';
import { productFieldsSchema } from '@/lib/catalog/schemas';
import { listingPageOf } from '@/lib/catalog/storefront-routes';
import { couponApplySchema, couponSchema } from '@/lib/coupons/schemas';
import { buyNowItemSchema, courierSchema } from '@/lib/orders/schemas';
import { createIntentSchema, refundSchema } from '@/lib/payments/schemas';
import { adminReviewQuerySchema } from '@/lib/reviews/review-list-query';
import { parseRating } from '@/lib/reviews/rules';
import { parseDecimal, parseWholeNumber } from './numbers';
import { pageFields } from './pagination';

/**
 * Every number a request carries is read by lib/http/numbers.ts: JSON numbers, or plain decimal text where the field
 * takes text. Number() and z.coerce.number() also read hex, exponents, 'Infinity' and blanks.
 */

/** Text Number() would read as a number (or z.coerce as 0), and none of which is plain decimal text. */
const LOOSE = ['0x10', '1e1', 'Infinity', '-Infinity', '1_000', '١٢', '+5', '0b11', '10 0', '.5', '5.'];

type Outcome = { value: unknown } | { message: string | undefined };

/** A field of a schema: the object around the value, and the field read back from the parsed object. */
function field(schema: z.ZodType, around: (value: unknown) => unknown, pick: (data: never) => unknown) {
  return (value: unknown): Outcome => {
    const parsed = schema.safeParse(around(value));
    return parsed.success ? { value: pick(parsed.data as never) } : { message: parsed.error.issues[0]?.message };
  };
}

/** A product filter as the shop's search reads it from an address. */
function productFilter(name: 'minPrice' | 'minRating') {
  return (value: unknown): Outcome => {
    try {
      return { value: filtersFromSearchParams(new URLSearchParams({ [name]: String(value) }))[name] };
    } catch (error) {
      return { message: (error as z.ZodError).issues[0]?.message };
    }
  };
}

const validProduct = { name: 'Ceylon Tea', categoryId: 'c1', unit: 'kg', stock: '3', price: '1249.99' };
const validCoupon = { code: 'AVURUDU', discountPercent: 15, expiryDate: '2030-01-31' };
const pageSchema = z.object(pageFields(20));

/** Each field: how it is read, its message, what it takes ([sent, read]) and whether a blank is its own refusal too. */
const FIELDS: { name: string; read: (value: unknown) => Outcome; message: string; accepts: [unknown, unknown][]; blankRefused: boolean }[] = [
  {
    name: 'refund amount',
    read: field(refundSchema, (amount) => ({ orderId: 'o', reason: 'r', amount }), (data: { amount: number }) => data.amount),
    message: 'Refund amount must be a number of rupees',
    accepts: [['10', 1000], [10, 1000], ['10.50', 1050], [' 10.50 ', 1050]],
    blankRefused: false,
  },
  {
    name: 'create-intent amount',
    read: field(createIntentSchema, (amount) => ({ orderId: 'o', amount }), (data: { amount: number }) => data.amount),
    message: 'Amount must be a positive number of rupees',
    accepts: [['10', 10], [10, 10], ['10.50', 10.5]],
    blankRefused: true,
  },
  {
    name: 'buy-now quantity',
    read: field(buyNowItemSchema, (quantity) => ({ productId: 'p', quantity }), (data: { quantity: number }) => data.quantity),
    message: 'Quantity must be a whole number from 1 to 99',
    accepts: [['10', 10], [10, 10]],
    blankRefused: true,
  },
  {
    name: 'cart quantity',
    read: field(addToCartSchema, (quantity) => ({ productId: 'p', quantity }), (data: { quantity: number }) => data.quantity),
    message: 'Quantity must be a whole number from 1 to 99',
    accepts: [['10', 10], [10, 10]],
    blankRefused: true,
  },
  {
    name: 'coupon apply quantity',
    read: field(couponApplySchema, (quantity) => ({ couponCode: 'X', mode: 'buy_now', productId: 'p', quantity }), (data: { buyNow: { quantity: number } }) => data.buyNow.quantity),
    message: 'Quantity must be a whole number from 1 to 99',
    accepts: [['10', 10], [10, 10]],
    blankRefused: true,
  },
  {
    name: 'coupon discount percent',
    read: field(couponSchema, (discountPercent) => ({ ...validCoupon, discountPercent }), (data: { discountPercent: number }) => data.discountPercent),
    message: 'Discount percent must be a whole number from 1 to 100',
    accepts: [['10', 10], [10, 10]],
    blankRefused: false,
  },
  {
    name: 'courier position',
    read: field(courierSchema, (position) => ({ name: 'Domex', position }), (data: { position: number }) => data.position),
    message: 'Position must be a whole number from 0 to 9999',
    accepts: [['10', 10], [10, 10]],
    blankRefused: false,
  },
  {
    name: 'product price',
    read: field(productFieldsSchema, (price) => ({ ...validProduct, price }), (data: { price: number }) => data.price),
    message: 'Price must be a number above 0 with at most 2 decimals',
    accepts: [['10', 10], [10, 10], ['10.50', 10.5]],
    blankRefused: false,
  },
  {
    name: 'product stock',
    read: field(productFieldsSchema, (stock) => ({ ...validProduct, stock }), (data: { stock: number }) => data.stock),
    message: 'Stock must be a whole number from 0 to 1,000,000',
    accepts: [['10', 10], [10, 10]],
    blankRefused: false,
  },
  {
    name: 'page (query)',
    read: field(pageSchema, (page) => ({ page }), (data: { page: number }) => data.page),
    message: 'page must be a whole number of 1 or more',
    accepts: [['10', 10]],
    blankRefused: false,
  },
  {
    name: 'limit (query)',
    read: field(pageSchema, (limit) => ({ limit }), (data: { limit: number }) => data.limit),
    message: 'limit must be a whole number from 1 to 100',
    accepts: [['10', 10]],
    blankRefused: false,
  },
  {
    name: 'review rating (query)',
    read: field(adminReviewQuerySchema, (rating) => ({ rating }), (data: { rating: number }) => data.rating),
    message: 'rating must be a whole number from 1 to 5',
    accepts: [['4', 4]],
    blankRefused: false,
  },
  {
    name: 'minPrice (query)',
    read: productFilter('minPrice'),
    message: 'Price filters must be numbers of 0 or more',
    accepts: [['10', 1000], ['10.50', 1050]],
    blankRefused: false,
  },
  {
    name: 'minRating (query)',
    read: productFilter('minRating'),
    message: 'minRating must be a whole number from 1 to 4',
    accepts: [['3', 3]],
    blankRefused: false,
  },
  {
    name: 'review rating (body)',
    read: (rating) => {
      const parsed = parseRating(rating);
      return 'rating' in parsed ? { value: parsed.rating } : { message: parsed.problem };
    },
    message: 'Rating must be a whole number from 1 to 5',
    accepts: [['4', 4], [4, 4]],
    blankRefused: false,
  },
];

describe('numbers in requests', () => {
  describe.each(FIELDS)('$name', ({ read, message, accepts, blankRefused }) => {
    it.each(LOOSE)('refuses %j with the field’s message', (text) => {
      expect(read(text)).toEqual({ message });
    });

    it.runIf(blankRefused)('refuses a blank with the field’s message', () => {
      expect(read(' ')).toEqual({ message });
    });

    it.each(accepts)('takes %j as %j', (sent, value) => {
      expect(read(sent)).toEqual({ value });
    });
  });

  it('a listing page in an address: anything but digits is the first page', () => {
    for (const text of LOOSE) expect(listingPageOf(text)).toBe(1);
    expect(listingPageOf('7')).toBe(7);
  });

  it('reads plain decimal text only', () => {
    expect([parseWholeNumber('12'), parseWholeNumber(' 12 '), parseWholeNumber('-1'), parseWholeNumber('1.0'), parseWholeNumber(' ')]).toEqual([12, 12, null, null, null]);
    expect([parseDecimal('10.50'), parseDecimal('-3'), parseDecimal('1e1'), parseDecimal('')]).toEqual([10.5, -3, null, null]);
  });
});
