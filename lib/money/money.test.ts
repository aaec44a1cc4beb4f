import { describe, expect, it } from 'vitest';
import { cents, formatRs, moneyFromDecimal, moneyFromRupees, percentOf, productSaving, sum, times, toDecimalText, toRupees } from '.';

describe('money', () => {
  it('reads rupees and decimals as whole cents without floating-point error', () => {
    expect(moneyFromRupees(1250.5)).toBe(125050);
    expect(moneyFromRupees(0.1 + 0.2)).toBe(30);
    expect(moneyFromDecimal('1250.50')).toBe(125050);
    expect(moneyFromDecimal('0.07')).toBe(7);
    expect(moneyFromDecimal('-12.5')).toBe(-1250);
    expect(moneyFromDecimal({ toFixed: () => '999999999.99' })).toBe(99999999999);
  });

  it('writes cents back as the decimal text and the rupees of the edge', () => {
    expect(toDecimalText(cents(125050))).toBe('1250.50');
    expect(toDecimalText(cents(7))).toBe('0.07');
    expect(toDecimalText(cents(-1250))).toBe('-12.50');
    expect(toRupees(cents(114999))).toBe(1149.99);
  });

  it('refuses a fraction of a cent, and decimal text that is not an amount', () => {
    expect(() => cents(10.5)).toThrow(RangeError);
    expect(() => cents(Number.NaN)).toThrow(RangeError);
    for (const text of ['', '1-2', '0x10', '1e3', '12.349', '- 5']) expect(() => moneyFromDecimal(text)).toThrow(RangeError);
    expect(moneyFromDecimal(' -5.00 ')).toBe(-500);
  });

  it('rounds rupees half up as they are written, not as binary floats hold them', () => {
    expect(moneyFromRupees(1.005)).toBe(101);
    expect(moneyFromRupees(0.285)).toBe(29);
    expect(moneyFromRupees(10.005)).toBe(1001);
    expect(() => moneyFromRupees(Number.NaN)).toThrow(RangeError);
  });

  it('adds lines, multiplies by quantities and takes a percent rounded half up', () => {
    expect(sum([cents(100), times(cents(250), 3)])).toBe(850);
    expect(percentOf(cents(1005), 10)).toBe(101);
    expect(percentOf(cents(1004), 10)).toBe(100);
  });

  it('computes the struck-through price as price plus the discount percent, to the cent', () => {
    expect(productSaving(moneyFromRupees(1000), 10)?.original).toBe(110000);
    expect(productSaving(moneyFromRupees(999.99), 15)?.original).toBe(114999);
    expect(productSaving(moneyFromRupees(1000), 0)).toBeNull();
  });

  it('gives the real saving in whole percent of the original, rounded down', () => {
    const rs1000 = moneyFromRupees(1000);
    // 150 of 1,150 is 13.04%: never labelled 15%.
    expect(productSaving(rs1000, 15)).toEqual({ original: 115000, savedPercent: 13 });
    expect(productSaving(rs1000, 50)).toEqual({ original: 150000, savedPercent: 33 });
    // The schema's largest discount doubles the price: half off.
    expect(productSaving(rs1000, 100)).toEqual({ original: 200000, savedPercent: 50 });
    // 250 of 1,250 is exactly 20% (in rupee floats, (1 - 1000 / 1250) * 100 is 19.999999999999996).
    expect(productSaving(rs1000, 25)?.savedPercent).toBe(20);
    expect(productSaving(moneyFromRupees(999.99), 15)?.savedPercent).toBe(13);
    // 10 of 1,010 is 0.99%: under one whole percent.
    expect(productSaving(rs1000, 1)).toEqual({ original: 101000, savedPercent: 0 });
  });

  it('has no saving to show when the discount comes to less than a cent', () => {
    expect(productSaving(cents(1), 10)).toBeNull();
    expect(productSaving(cents(1), 50)).toEqual({ original: 2, savedPercent: 50 });
  });

  it('formats rupees as Rs. with thousands separators and two decimals', () => {
    expect(formatRs(moneyFromRupees(1250))).toBe('Rs. 1,250.00');
    expect(formatRs(moneyFromRupees(1234567.5))).toBe('Rs. 1,234,567.50');
    expect(formatRs(moneyFromRupees(1250.5), 'si')).toBe('රු. 1,250.50');
    expect(formatRs(moneyFromRupees(1250.5), 'ta')).toBe('ரூ. 1,250.50');
  });
});
