import { describe, expect, it } from 'vitest';
import { productFiltersSchema, productSearchQuery } from './product-search';

/**
 * Which read a one-word keyword in relevance order takes at 100,000 products (docs/decisions.md, Catalogue: search): the
 * word list for a word of 2 characters too (a Sinhala or Tamil syllable, or 'te'), where ILIKE read and ranked every
 * product (තේ 240 ms, 'te' 1.8 s); the same answers either way (product-search-languages.test.ts).
 */
const readsWordList = (keyword: string) => productSearchQuery(productFiltersSchema.parse({ keyword })).sql.includes('FROM search_words');

describe('a one-word keyword in relevance order', () => {
  it.each(['තේ', 'தே', 'te', 'tea'])('%s is read from the word list', (keyword) => {
    expect(readsWordList(keyword)).toBe(true);
  });

  it('a single letter is not (it is in too many words)', () => {
    expect(readsWordList('t')).toBe(false);
  });
});
