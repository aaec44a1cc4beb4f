'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { reviewDraftErrors } from './review-draft';
import type { ReviewDraft, ReviewDraftErrors } from './review-fields';

/**
 * A review being written or edited: the draft, its errors (cleared by the next change), the props of ReviewFields,
 * and the check before saving, which shows the problems and moves the focus to the first wrong field.
 */
export function useReviewDraft(initial: ReviewDraft) {
  const t = useTranslations('reviews.fields');
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ReviewDraftErrors>({});

  const fields = {
    draft,
    errors,
    onChange: (next: ReviewDraft) => {
      setDraft(next);
      setErrors({});
    },
  };

  /** Whether the draft can be saved. */
  function check(form: HTMLFormElement): boolean {
    const problems = reviewDraftErrors(draft, t);
    setErrors(problems ?? {});
    if (problems) form.querySelector<HTMLElement>(problems.rating ? 'input[type="radio"]' : 'textarea')?.focus();
    return !problems;
  }

  return { draft, fields, check };
}
