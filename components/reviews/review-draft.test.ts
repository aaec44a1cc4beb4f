import { createTranslator } from 'use-intl/core';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/en.json';
import { reviewDraftErrors } from './review-draft';

const t = createTranslator({ locale: 'en', messages, namespace: 'reviews.fields' });

describe('reviewDraftErrors', () => {
  it('asks for a rating until a star is chosen', () => {
    expect(reviewDraftErrors({ rating: 0, comment: 'Nice' }, t)).toEqual({ rating: 'Please select a rating', comment: undefined });
    expect(reviewDraftErrors({ rating: 4, comment: '' }, t)).toBeNull();
  });

  it('refuses a comment over 2,000 characters', () => {
    expect(reviewDraftErrors({ rating: 5, comment: 'a'.repeat(2001) }, t)).toEqual({
      rating: undefined,
      comment: 'Comment must be at most 2,000 characters',
    });
  });
});
