import { describe, expect, it } from 'vitest';
import { metaDescription } from './meta-description';

describe('metaDescription', () => {
  it('keeps short text, with whitespace collapsed', () => {
    expect(metaDescription('  Fragrant  rice\nfrom Polonnaruwa. ', 'x')).toBe('Fragrant rice from Polonnaruwa.');
  });

  it('uses the fallback for blank text', () => {
    expect(metaDescription('   ', 'Buy it at Lanka Shop')).toBe('Buy it at Lanka Shop');
    expect(metaDescription(undefined, 'Buy it at Lanka Shop')).toBe('Buy it at Lanka Shop');
  });

  it('cuts long text at a word boundary within 160 characters', () => {
    const long = `${'word '.repeat(60)}end`;
    const description = metaDescription(long, 'x');
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('word…')).toBe(true);
  });

  it('cuts one long word hard', () => {
    expect(metaDescription('a'.repeat(300), 'x')).toBe(`${'a'.repeat(159)}…`);
  });
});
