import { describe, expect, it } from 'vitest';
import { cents } from '@/lib/money';
import { cancellationAlertDue, codOrderValueProblem, openCodOrdersProblem, unitsPerProductProblem } from './cod-rules';

describe('openCodOrdersProblem', () => {
  it('refuses from the cap on, and never with a cap of 0', () => {
    expect(openCodOrdersProblem(2, 3)).toBeNull();
    expect(openCodOrdersProblem(3, 3)).toBe(
      'You can have at most 3 cash-on-delivery orders waiting for delivery. Please wait until one arrives, cancel one, or pay for this order by card.',
    );
    expect(openCodOrdersProblem(1, 1)).toMatch(/^You can have at most 1 cash-on-delivery orders waiting/);
    expect(openCodOrdersProblem(500, 0)).toBeNull();
  });
});

describe('unitsPerProductProblem', () => {
  const tea = (held: number, ordering: number) => ({ name: 'Tea', held, ordering });

  it('allows up to the cap and says how many more fit', () => {
    expect(unitsPerProductProblem(tea(7, 3), 10)).toBeNull();
    expect(unitsPerProductProblem(tea(7, 4), 10)).toBe(
      'You can have at most 10 of Tea in cash-on-delivery orders waiting for delivery (7 already on the way to you). Please order at most 3, or pay by card.',
    );
    expect(unitsPerProductProblem(tea(0, 11), 10)).toBe(
      'You can have at most 10 of Tea in cash-on-delivery orders waiting for delivery. Please order at most 10, or pay by card.',
    );
  });

  it('offers no quantity when none fits (also when the cap was lowered below what is held), and a cap of 0 is none', () => {
    expect(unitsPerProductProblem(tea(12, 1), 10)).toBe(
      'You can have at most 10 of Tea in cash-on-delivery orders waiting for delivery (12 already on the way to you). Please pay by card, or wait until they arrive.',
    );
    expect(unitsPerProductProblem(tea(1000, 99), 0)).toBeNull();
  });
});

describe('codOrderValueProblem', () => {
  it('refuses a total above the maximum only, and none without one', () => {
    expect(codOrderValueProblem(cents(5_000_000), cents(5_000_000))).toBeNull();
    expect(codOrderValueProblem(cents(5_000_001), cents(5_000_000))).toBe(
      'Cash on delivery is available for orders up to Rs. 50,000.00. Please pay for this order by card.',
    );
    expect(codOrderValueProblem(cents(999_999_999), undefined)).toBeNull();
  });
});

describe('cancellationAlertDue', () => {
  it('is due at the threshold only, so the admins hear once a window; never with a threshold of 0', () => {
    expect([1, 2, 3, 4, 5].map((count) => cancellationAlertDue(count, 3))).toEqual([false, false, true, false, false]);
    expect(cancellationAlertDue(0, 0)).toBe(false);
  });
});
