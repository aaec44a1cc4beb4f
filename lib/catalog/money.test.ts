import { describe, expect, it } from 'vitest';
import { formatRs, originalPrice, toCents } from './money';

describe('catalogue money', () => {
  it('reads rupees as whole cents without floating-point error', () => {
    expect(toCents('1250.50')).toBe(125050);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('computes the struck-through price as price plus the discount percent, to the cent', () => {
    expect(originalPrice(1000, 10)).toBe(1100);
    expect(originalPrice(999.99, 15)).toBe(1149.99);
    expect(originalPrice(1000, 0)).toBeNull();
  });

  it('formats rupees as Rs. with thousands separators and two decimals', () => {
    expect(formatRs(1250)).toBe('Rs. 1,250.00');
    expect(formatRs(1234567.5)).toBe('Rs. 1,234,567.50');
  });
});
