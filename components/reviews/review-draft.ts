import { COMMENT_TOO_LONG, commentProblem, parseRating, RATING_REQUIRED } from '@/lib/reviews/rules';
import type { ReviewDraft, ReviewDraftErrors } from './review-fields';

/** The translator of `reviews.fields`, for the form's own messages. */
export type DraftTranslator = (key: 'ratingRequired' | 'commentTooLong') => string;

/**
 * The form's check before sending, with the server's rules; null when the draft can be sent. The messages a form can
 * meet are in the page's language; any other (which the stars and the text box cannot produce) stays the rule's.
 */
export function reviewDraftErrors(draft: ReviewDraft, t: DraftTranslator): ReviewDraftErrors | null {
  const rating = parseRating(draft.rating);
  const comment = commentProblem(draft.comment);
  const errors: ReviewDraftErrors = {
    rating: 'problem' in rating ? (rating.problem === RATING_REQUIRED ? t('ratingRequired') : rating.problem) : undefined,
    comment: comment === COMMENT_TOO_LONG ? t('commentTooLong') : (comment ?? undefined),
  };
  return errors.rating || errors.comment ? errors : null;
}
