import { describe, expect, it } from 'vitest';
import { COMMENT_TOO_LONG, commentProblem, MAX_COMMENT_LENGTH, parseRating, RATING_MESSAGE, RATING_REQUIRED, ratingShare, summarize } from './rules';
import { CHOOSE_PRODUCT, CHOOSE_REVIEWS, reviewCreateSchema, reviewIdsSchema, reviewUpdateSchema } from './schemas';

/** Review rules and input schemas, without a database. */

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('parseRating', () => {
  it.each([1, 2, 3, 4, 5, '4', ' 5 '])('takes %j', (value) => {
    expect(parseRating(value)).toEqual({ rating: Number(value) });
  });

  it.each([undefined, null, '', '  ', 0, '0'])('asks for a rating when none is chosen (%j)', (value) => {
    expect(parseRating(value)).toEqual({ problem: RATING_REQUIRED });
  });

  it.each([6, -1, 2.5, '2.5', '6', 'four', true, [4], { stars: 4 }, Number.NaN, Infinity])('refuses %j', (value) => {
    expect(parseRating(value)).toEqual({ problem: RATING_MESSAGE });
  });
});

describe('summarize', () => {
  it('keys the distribution 5 to 1 and gives 0 without reviews', () => {
    const summary = summarize({});
    expect(summary).toEqual({ average: 0, total: 0, distribution: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } });
    expect(Object.keys(summary.distribution)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('averages to two decimals, halves rounded up', () => {
    expect(summarize({ 5: 1, 4: 1 }).average).toBe(4.5);
    expect(summarize({ 5: 2, 4: 1 }).average).toBe(4.67); // 4.666…
    expect(summarize({ 5: 1, 4: 2 }).average).toBe(4.33); // 4.333…
    expect(summarize({ 5: 1, 4: 7 }).average).toBe(4.13); // 4.125
    expect(summarize({ 1: 7, 2: 1 }).average).toBe(1.13); // 1.125
    expect(summarize({ 3: 5 })).toEqual({ average: 3, total: 5, distribution: { 5: 0, 4: 0, 3: 5, 2: 0, 1: 0 } });
  });

  it('stays exact for large counts', () => {
    const summary = summarize({ 5: 1_000_001, 1: 1_000_000 });
    expect(summary).toMatchObject({ total: 2_000_001, average: 3 });
  });

  it('gives each rating its share in whole percent', () => {
    const summary = summarize({ 5: 2, 4: 1 });
    expect([5, 4, 3, 2, 1].map((rating) => ratingShare(summary, rating as 5))).toEqual([67, 33, 0, 0, 0]);
    expect(ratingShare(summarize({}), 5)).toBe(0);
  });
});

describe('commentProblem', () => {
  it('allows up to 2,000 characters after trimming', () => {
    expect(commentProblem('')).toBeNull();
    expect(commentProblem(`  ${'a'.repeat(MAX_COMMENT_LENGTH)}  `)).toBeNull();
    expect(commentProblem('a'.repeat(MAX_COMMENT_LENGTH + 1))).toBe(COMMENT_TOO_LONG);
  });
});

describe('reviewCreateSchema', () => {
  it('takes a product, a rating and a trimmed comment; the comment may be left out', () => {
    expect(reviewCreateSchema.parse({ productId: ' p1 ', rating: 4, comment: '  Lovely tea  ' })).toEqual({
      productId: 'p1',
      rating: 4,
      comment: 'Lovely tea',
    });
    expect(reviewCreateSchema.parse({ productId: 'p1', rating: '5' })).toEqual({ productId: 'p1', rating: 5, comment: undefined });
    expect(reviewCreateSchema.parse({ productId: 'p1', rating: 5, comment: null }).comment).toBeUndefined();
  });

  it('keeps markup as the text it is', () => {
    const comment = '<script>alert(1)</script> & <b>bold</b>';
    expect(reviewCreateSchema.parse({ productId: 'p1', rating: 3, comment }).comment).toBe(comment);
  });

  it('drops NUL characters, which PostgreSQL text cannot hold', () => {
    expect(reviewCreateSchema.parse({ productId: 'p1', rating: 3, comment: 'a\u0000b' }).comment).toBe('ab');
  });

  it.each([
    [{ rating: 4 }, CHOOSE_PRODUCT],
    [{ productId: '  ', rating: 4 }, CHOOSE_PRODUCT],
    [{ productId: 7, rating: 4 }, CHOOSE_PRODUCT],
    [{ productId: 'p1' }, RATING_REQUIRED],
    [{ productId: 'p1', rating: 0 }, RATING_REQUIRED],
    [{ productId: 'p1', rating: 6 }, RATING_MESSAGE],
    [{ productId: 'p1', rating: 2.5 }, RATING_MESSAGE],
    [{ productId: 'p1', rating: 4, comment: 5 }, 'Comment must be text'],
    [{ productId: 'p1', rating: 4, comment: 'x'.repeat(MAX_COMMENT_LENGTH + 1) }, COMMENT_TOO_LONG],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(reviewCreateSchema.safeParse(input))).toBe(message);
  });
});

describe('reviewUpdateSchema', () => {
  it('needs a rating; an empty comment removes it', () => {
    expect(reviewUpdateSchema.parse({ rating: 2, comment: '' })).toEqual({ rating: 2, comment: '' });
    expect(firstMessage(reviewUpdateSchema.safeParse({ comment: 'only words' }))).toBe(RATING_REQUIRED);
  });
});

describe('reviewIdsSchema', () => {
  it('takes 1 to 100 ids, once each', () => {
    expect(reviewIdsSchema.parse({ ids: ['a', ' b ', 'a'] })).toEqual({ ids: ['a', 'b'] });
  });

  it.each([{}, { ids: [] }, { ids: 'a' }, { ids: [''] }, { ids: [1] }])('refuses %j', (input) => {
    expect(firstMessage(reviewIdsSchema.safeParse(input))).toBe(CHOOSE_REVIEWS);
  });

  it('refuses more than 100 ids', () => {
    const ids = Array.from({ length: 101 }, (_, index) => `id${index}`);
    expect(firstMessage(reviewIdsSchema.safeParse({ ids }))).toBe('Delete at most 100 reviews at a time');
  });
});
