import { describe, expect, it } from 'vitest';
import { dayRangeOf } from './day-range';
import { colomboDay, endOfColomboDay, isShopDay, startOfColomboDay } from './colombo';

describe('Colombo days', () => {
  it('takes real days from 1970 on, in the form of a date input', () => {
    expect(isShopDay('2026-02-28')).toBe(true);
    expect(isShopDay('2028-02-29')).toBe(true);
    expect(isShopDay('2026-02-29')).toBe(false);
    expect(isShopDay('1969-12-31')).toBe(false);
    expect(isShopDay('2026-2-28')).toBe(false);
    expect(isShopDay(' 2026-02-28')).toBe(false);
  });

  it('begins and ends a day at +05:30', () => {
    expect(startOfColomboDay('2026-02-01')).toEqual(new Date('2026-01-31T18:30:00.000Z'));
    expect(endOfColomboDay('2026-02-01')).toEqual(new Date('2026-02-01T18:29:59.999Z'));
  });

  it('names the Colombo day of an instant, which may be the next UTC day', () => {
    expect(colomboDay(new Date('2026-01-31T18:30:00.000Z'))).toBe('2026-02-01');
    expect(colomboDay('2026-01-31T18:29:59.999Z')).toBe('2026-01-31');
  });

  it('turns a from/to range into the instants of both whole days', () => {
    expect(dayRangeOf({ from: '2026-02-01', to: '2026-02-02' })).toEqual({
      gte: new Date('2026-01-31T18:30:00.000Z'),
      lte: new Date('2026-02-02T18:29:59.999Z'),
    });
    expect(dayRangeOf({})).toBeUndefined();
  });
});
