import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import messages from '@/messages/en.json';
import { maxLineQuantity, steppedQuantity, stockProblem } from './cart-lines';

const t = createTranslator({ locale: 'en', messages, namespace: 'cart.stock' });
const problemText = (line: { stock: number; quantity: number }) => {
  const problem = stockProblem(line);
  return problem ? t(problem.key, { count: problem.count }) : null;
};

describe('steppedQuantity', () => {
  it('steps by one within 1..99 and the stock', () => {
    expect(steppedQuantity(2, 1, 50)).toBe(3);
    expect(steppedQuantity(2, -1, 50)).toBe(1);
  });

  it('never goes below 1', () => {
    expect(steppedQuantity(1, -1, 50)).toBeNull();
  });

  it('never goes above 99 or the stock', () => {
    expect(steppedQuantity(99, 1, 500)).toBeNull();
    expect(steppedQuantity(4, 1, 4)).toBeNull();
    expect(maxLineQuantity(500)).toBe(99);
  });

  it('steps a line holding more than the stock straight down to the stock', () => {
    expect(steppedQuantity(8, -1, 3)).toBe(3);
    expect(steppedQuantity(8, 1, 3)).toBeNull();
  });

  it('leaves a line of a product out of stock at 1 (Delete removes it)', () => {
    expect(maxLineQuantity(0)).toBe(1);
    expect(steppedQuantity(1, 1, 0)).toBeNull();
    expect(steppedQuantity(1, -1, 0)).toBeNull();
    expect(steppedQuantity(3, -1, 0)).toBe(1);
  });
});

describe('stockProblem', () => {
  it('names lines that checkout would refuse', () => {
    expect(problemText({ stock: 0, quantity: 1 })).toBe('Out of stock');
    expect(problemText({ stock: 2, quantity: 3 })).toBe('Only 2 left in stock');
    expect(problemText({ stock: 3, quantity: 3 })).toBeNull();
  });
});
