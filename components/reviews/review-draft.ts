import { commentProblem, parseRating } from '@/lib/reviews/rules';
import type { ReviewDraft, ReviewDraftErrors } from './review-fields';

/** The form's check before sending, with the server's rules and messages; null when the draft can be sent. */
export function reviewDraftErrors(draft: ReviewDraft): ReviewDraftErrors | null {
  const rating = parseRating(draft.rating);
  const errors: ReviewDraftErrors = {
    rating: 'problem' in rating ? rating.problem : undefined,
    comment: commentProblem(draft.comment) ?? undefined,
  };
  return errors.rating || errors.comment ? errors : null;
}
