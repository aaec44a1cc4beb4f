import { describe, expect, it } from 'vitest';
import { formatReviewDate, wasEdited } from './review-date';

describe('formatReviewDate', () => {
  it('shows the Colombo day, also late in the UTC day', () => {
    expect(formatReviewDate(new Date('2026-11-23T10:00:00.000Z'))).toBe('23 Nov 2026');
    expect(formatReviewDate(new Date('2026-12-31T18:30:00.000Z'))).toBe('1 Jan 2027');
    expect(formatReviewDate(new Date('not a date'))).toBe('');
  });

  it('writes the day in the language of the page', () => {
    expect(formatReviewDate(new Date('2026-11-23T10:00:00.000Z'), 'ta')).toBe('23 நவ. 2026');
    expect(formatReviewDate(new Date('2026-12-31T18:30:00.000Z'), 'si')).toBe('2027 ජන 1');
  });
});

describe('wasEdited', () => {
  it('is true only when the review changed more than a second after it was posted', () => {
    const createdAt = new Date('2026-11-23T10:00:00.000Z');
    expect(wasEdited({ createdAt, updatedAt: createdAt })).toBe(false);
    expect(wasEdited({ createdAt, updatedAt: new Date('2026-11-23T10:00:00.900Z') })).toBe(false);
    expect(wasEdited({ createdAt, updatedAt: new Date('2026-11-24T09:00:00.000Z') })).toBe(true);
  });
});
