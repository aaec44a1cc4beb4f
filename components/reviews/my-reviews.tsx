'use client';

import { MessageSquareText, Pencil, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { toast } from '@/components/ui/toast';
import { DeleteDialog, useConfirmedDelete } from '@/components/admin/use-confirmed-delete';
import { CatalogueImage } from '@/components/shop/product-image';
import { StarRating } from '@/components/shop/star-rating';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { apiFetch } from '@/lib/http/api-client';
import type { Pagination } from '@/lib/http/pagination';
import { resultMessage } from '@/lib/http/result-message';
import { type ReviewJson, reviewFromJson } from '@/lib/reviews/review-json';
import type { Review } from '@/lib/reviews/types';
import { formatReviewDate, wasEdited } from './review-date';
import { ReviewFields } from './review-fields';
import { useReviewDraft } from './use-review-draft';

type MyReviewsProps = { reviews: Review[]; pagination: Required<Pagination> };

/** The Edit button of a review, which takes the focus back when its edit ends. */
const editButtonId = (reviewId: string) => `edit-review-${reviewId}`;

/**
 * Dashboard Rating: the shopper's reviews, newest first, a page at a time (`?page=` in the address, with a pager when
 * they fill more than one page). A review is viewed, edited in place (stars and comment, Save or Cancel) or deleted
 * after a confirmation, after which the page is read again (the next page's first review moves up).
 */
export function MyReviews({ reviews: fromServer, pagination }: MyReviewsProps) {
  const t = useTranslations('reviews.mine');
  const tItem = useTranslations('reviews.item');
  const locale = useLocale();
  const router = useRouter();
  // The page as the server sent it, with the shopper's saves and deletes applied until the next one arrives.
  const [reviews, setReviews] = useState(fromServer);
  const [seen, setSeen] = useState(fromServer);
  if (fromServer !== seen) {
    setSeen(fromServer);
    setReviews(fromServer);
  }
  const list = {
    // A saved review comes back from the API with its product's English name: the product shown stays as the page named it.
    replace: (review: Review) => setReviews((shown) => shown.map((item) => (item.id === review.id ? { ...review, product: item.product } : item))),
    remove: (id: string) => {
      setReviews((shown) => shown.filter((item) => item.id !== id));
      router.refresh();
    },
  };
  const [editingId, setEditingId] = useState<string | null>(null);

  function stopEditing(reviewId: string) {
    setEditingId(null);
    requestAnimationFrame(() => document.getElementById(editButtonId(reviewId))?.focus());
  }
  const deletion = useConfirmedDelete<Review>({
    request: (review) => apiFetch(`/api/reviews/${encodeURIComponent(review.id)}`, { method: 'DELETE' }),
    texts: { success: t('deleted'), failure: t('deleteFailed') },
    onGone: (review) => list.remove(review.id),
  });

  const { page, limit, total } = pagination;
  const pager = (page > 1 || pagination.hasMore) && (
    <Pager
      label={t('pages')}
      page={page}
      pageCount={pageCountOf(total, limit)}
      totalText={t('total', { count: total })}
      hrefOf={(to) => (to === 1 ? '/dashboard/rating' : `/dashboard/rating?page=${to}`)}
    />
  );

  if (reviews.length === 0 && page > 1) {
    return (
      <div className="space-y-6">
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{t('noneOnPage')}</p>
        {pager}
      </div>
    );
  }

  if (reviews.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-300 px-6 py-12 text-center">
        <MessageSquareText aria-hidden className="mx-auto size-10 text-gray-400" />
        <p className="mt-3 text-lg font-semibold text-gray-900">{t('noneYet')}</p>
        <p className="mt-1 text-gray-700">{t('noneText')}</p>
        <Link href="/shop" className={`${buttonClassName()} mt-6`}>
          {t('browse')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <ul aria-label={t('label')} className="space-y-3 sm:space-y-4">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-5">
            <div className="flex gap-4">
              <CatalogueImage src={review.product.images[0] ?? null} alt="" size={64} className="size-16 shrink-0 rounded-md border border-gray-200 object-cover" />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold break-words text-gray-900">
                  <Link href={`/product/${review.product.id}`} className="hover:underline">
                    {review.product.name}
                  </Link>
                </h2>
                {editingId === review.id ? (
                  <ReviewEditor
                    review={review}
                    onSaved={(saved) => {
                      list.replace(saved);
                      stopEditing(review.id);
                    }}
                    onGone={() => {
                      list.remove(review.id);
                      setEditingId(null);
                    }}
                    onCancel={() => stopEditing(review.id)}
                  />
                ) : (
                  <>
                    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
                      <StarRating average={review.rating} />
                      <span>
                        <time dateTime={review.createdAt.toISOString()}>{formatReviewDate(review.createdAt, locale)}</time>
                        {wasEdited(review) ? tItem('edited') : ''}
                      </span>
                    </div>
                    <p className="mt-2 break-words whitespace-pre-line text-gray-800">
                      {review.comment || <span className="text-gray-600 italic">{t('noComment')}</span>}
                    </p>
                    <div className="mt-3 flex flex-wrap gap-2">
                      <ActionButton
                        id={editButtonId(review.id)}
                        onClick={() => setEditingId(review.id)}
                        aria-label={t('editLabel', { name: review.product.name })}
                      >
                        <Pencil aria-hidden className="size-4" />
                        {t('edit')}
                      </ActionButton>
                      <ActionButton
                        onClick={() => deletion.ask(review)}
                        aria-label={t('deleteLabel', { name: review.product.name })}
                        aria-haspopup="dialog"
                        disabled={deletion.busy && deletion.target?.id === review.id}
                        tone="danger"
                      >
                        <Trash2 aria-hidden className="size-4" />
                        {t('delete')}
                      </ActionButton>
                    </div>
                  </>
                )}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {pager}

      <DeleteDialog flow={deletion} title={t('deleteTitle')} confirmLabel={t('deleteConfirm')}>
        <p>
          {t('deleteText', { name: deletion.target?.product.name ?? t('thisProduct') })}
        </p>
      </DeleteDialog>
    </div>
  );
}

type ReviewEditorProps = {
  review: Review;
  onSaved: (review: Review) => void;
  /** The review no longer exists (deleted elsewhere). */
  onGone: () => void;
  onCancel: () => void;
};

/** Edit mode of one review: the stars and the comment, Save or Cancel. */
function ReviewEditor({ review, onSaved, onGone, onCancel }: ReviewEditorProps) {
  const t = useTranslations('reviews.mine');
  const { draft, fields, check } = useReviewDraft({ rating: review.rating, comment: review.comment });
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Edit mode starts on the chosen star, so the arrow keys change the rating at once.
  useEffect(() => formRef.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus(), []);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(event.currentTarget)) return;
    setPending(true);
    const result = await apiFetch<ReviewJson>(`/api/reviews/update/${encodeURIComponent(review.id)}`, {
      method: 'PUT',
      json: { rating: draft.rating, comment: draft.comment },
    });
    setPending(false);
    if (!result.ok) {
      toast.error(resultMessage(result, t('updateFailed')));
      if (result.status === 404) onGone();
      return;
    }
    toast.success(resultMessage(result, t('updated')));
    onSaved(result.data ? reviewFromJson(result.data) : { ...review, ...draft });
  }

  return (
    <form ref={formRef} onSubmit={save} noValidate aria-label={t('editLabel', { name: review.product.name })} className="mt-3 space-y-4">
      <ReviewFields {...fields} disabled={pending} ratingLabel={t('rating')} commentLabel={t('comment')} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending} className={buttonClassName()}>
          {pending ? t('saving') : t('save')}
        </button>
        <button type="button" onClick={onCancel} disabled={pending} className={buttonClassName('secondary')}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
