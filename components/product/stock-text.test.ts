import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/en.json';
import { stockText } from './stock-text';

const t = createTranslator({ locale: 'en', messages, namespace: 'product' });

describe('stockText', () => {
  it('keeps the count apart from a unit that starts with a number', () => {
    expect(stockText(t, 7, '400 g')).toBe('In stock: 7 × 400 g');
    expect(stockText(t, 1, 'pack of 6')).toBe('In stock: 1 × pack of 6');
    expect(stockText(t, 250, 'pack')).toBe('In stock: 250 × pack');
  });

  it('says out of stock at zero', () => {
    expect(stockText(t, 0, '400 g')).toBe('Out of stock');
  });
});
