import { describe, expect, it } from 'vitest';
import { reviewDraftErrors } from './review-draft';

describe('reviewDraftErrors', () => {
  it('asks for a rating until a star is chosen', () => {
    expect(reviewDraftErrors({ rating: 0, comment: 'Nice' })).toEqual({ rating: 'Please select a rating', comment: undefined });
    expect(reviewDraftErrors({ rating: 4, comment: '' })).toBeNull();
  });

  it('refuses a comment over 2,000 characters', () => {
    expect(reviewDraftErrors({ rating: 5, comment: 'a'.repeat(2001) })).toEqual({
      rating: undefined,
      comment: 'Comment must be at most 2,000 characters',
    });
  });
});
