'use client';

import { useLocale, useTranslations } from 'next-intl';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { INTL_LOCALES } from '@/lib/i18n/locales';
import { MAX_COMMENT_LENGTH } from '@/lib/reviews/rules';
import { StarRatingInput } from './star-rating-input';

export type ReviewDraft = { rating: number; comment: string };
export type ReviewDraftErrors = { rating?: string; comment?: string };

type ReviewFieldsProps = {
  draft: ReviewDraft;
  errors: ReviewDraftErrors;
  onChange: (draft: ReviewDraft) => void;
  disabled?: boolean;
  ratingLabel: string;
  commentLabel: string;
};

/** The stars and the comment of a review, shared by the product page's form and the dashboard's edit. */
export function ReviewFields({ draft, errors, onChange, disabled, ratingLabel, commentLabel }: ReviewFieldsProps) {
  const t = useTranslations('reviews.fields');
  const locale = useLocale();
  return (
    <>
      <StarRatingInput
        label={ratingLabel}
        value={draft.rating}
        onChange={(rating) => onChange({ ...draft, rating })}
        error={errors.rating}
        disabled={disabled}
      />
      <FormField label={commentLabel} error={errors.comment} hint={t('characters', { count: draft.comment.length, max: MAX_COMMENT_LENGTH.toLocaleString(INTL_LOCALES[locale]) })}>
        {(control) => (
          <TextArea
            {...control}
            rows={4}
            maxLength={MAX_COMMENT_LENGTH}
            value={draft.comment}
            disabled={disabled}
            onChange={(event) => onChange({ ...draft, comment: event.target.value })}
          />
        )}
      </FormField>
    </>
  );
}
