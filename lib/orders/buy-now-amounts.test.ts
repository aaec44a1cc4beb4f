import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { makeStockedProduct, setupOrdersTest } from '@/tests/orders';
import { buyNowAmounts } from './buy-now-amounts';

/** Buy Now's server-priced summary: what an order would charge, and null for anything an order would refuse. */

const { prisma, category } = await setupOrdersTest();
const tea = await makeStockedProduct(prisma, category.id, { name: 'Pricing Tea', price: '1250.50', stock: 5 });

describe('buyNowAmounts', () => {
  it('prices the product at its stored price times the quantity, plus the buy-now delivery fee (Rs 280)', async () => {
    expect(await buyNowAmounts({ productId: tea.id, quantity: 3 })).toEqual({
      subtotal: cents(375_150),
      discount: cents(0),
      deliveryFee: cents(28_000),
      total: cents(403_150),
    });
  });

  it.each([
    ['nothing', null],
    ['text', 'tea'],
    ['a quantity of 0', { productId: 'x', quantity: 0 }],
    ['a quantity over 99', { productId: 'x', quantity: 100 }],
    ['a fractional quantity', { productId: 'x', quantity: 1.5 }],
    ['an over-long id', { productId: 'x'.repeat(65), quantity: 1 }],
    ['an unknown product', { productId: 'no-such-product', quantity: 1 }],
    ['a NUL in the id', { productId: 'tea\u0000', quantity: 1 }],
  ])('answers null for %s, without throwing', async (_, input) => {
    expect(await buyNowAmounts(input)).toBeNull();
  });

  it('answers null for a product that became a draft', async () => {
    const draft = await makeStockedProduct(prisma, category.id, { name: 'Draft Tea', price: '100', stock: 5 });
    await prisma.product.update({ where: { id: draft.id }, data: { status: 'DRAFT' } });
    expect(await buyNowAmounts({ productId: draft.id, quantity: 1 })).toBeNull();
  });
});
