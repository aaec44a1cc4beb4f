import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json' with { type: 'json' };
import si from '@/messages/si.json' with { type: 'json' };
import ta from '@/messages/ta.json' with { type: 'json' };
import { KNOWN_DETAIL_NAMES, knownDetailName } from './detail-names';

describe('product detail names', () => {
  it('knows the catalogue names in any letter case and leaves others as written', () => {
    expect(knownDetailName('Brand')).toBe('Brand');
    expect(knownDetailName(' weight ')).toBe('Weight');
    expect(knownDetailName('Tip')).toBeNull();
    expect(knownDetailName('constructor')).toBeNull();
  });

  it('has every known name in English, Sinhala and Tamil', () => {
    for (const catalogue of [en, si, ta]) {
      expect(Object.keys(catalogue.product.detailNames).sort()).toEqual([...KNOWN_DETAIL_NAMES].sort());
    }
    expect(si.product.detailNames.Brand).toMatch(/[\u0D80-\u0DFF]/u);
    expect(ta.product.detailNames.Brand).toMatch(/[\u0B80-\u0BFF]/u);
  });
});
