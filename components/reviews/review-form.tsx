'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { type FormEvent, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { loginPath } from '@/lib/auth/login-path';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import type { Review } from '@/lib/reviews/types';
import { formatReviewDate } from './review-date';
import { ReviewFields } from './review-fields';
import { useReviewDraft } from './use-review-draft';

type ReviewFormProps = {
  productId: string;
  /** The shopper's earlier review of this product: the form starts from it and saving edits it. */
  ownReview: Pick<Review, 'rating' | 'comment' | 'createdAt'> | null;
};

/**
 * Write or edit one's review of the product (one review per shopper and product), for a signed-in shopper (a
 * guest sees ReviewLoginPrompt). After saving, the page is refreshed so the list and the summary show the review.
 */
export function ReviewForm({ productId, ownReview }: ReviewFormProps) {
  const t = useTranslations('reviews.form');
  const locale = useLocale();
  const router = useRouter();
  const { draft, fields, check } = useReviewDraft({ rating: ownReview?.rating ?? 0, comment: ownReview?.comment ?? '' });
  const [pending, setPending] = useState(false);
  const backHere = loginPath(`/product/${productId}`);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    setPending(true);
    const result = await apiFetch('/api/reviews/create', { json: { productId, rating: draft.rating, comment: draft.comment } });
    setPending(false);
    if (result.ok) {
      toast.success(resultMessage(result, t('submitted')));
      router.refresh();
      return;
    }
    if (result.status === 401) {
      toast.error(t('loginToReview'));
      router.push(backHere);
      return;
    }
    toast.error(resultMessage(result, t('submitFailed')));
  }

  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-heading" className="space-y-4 rounded-lg border border-gray-200 p-4">
      <div>
        <h3 id="review-form-heading" className="font-semibold text-gray-900">
          {ownReview ? t('editHeading') : t('writeHeading')}
        </h3>
        {ownReview ? (
          <p className="mt-1 text-sm text-gray-700">{t('reviewedOn', { date: formatReviewDate(ownReview.createdAt, locale) })}</p>
        ) : null}
      </div>
      <ReviewFields {...fields} disabled={pending} ratingLabel={t('yourRating')} commentLabel={t('yourReview')} />
      <button type="submit" disabled={pending} className={buttonClassName()}>
        {pending ? t('submitting') : ownReview ? t('update') : t('submit')}
      </button>
    </form>
  );
}
