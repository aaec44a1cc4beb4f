'use client';

import { Trash2 } from 'lucide-react';
import Link from 'next/link';
import { ShowMoreButton } from '@/components/reviews/show-more-button';
import { formatReviewDate } from '@/components/reviews/review-date';
import { useReviewPages } from '@/components/reviews/use-review-pages';
import { StarRating } from '@/components/shop/star-rating';
import { Avatar } from '@/components/ui/avatar';
import { apiFetch } from '@/lib/http/api-client';
import type { Pagination } from '@/lib/http/pagination';
import type { ReviewJson } from '@/lib/reviews/review-json';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';
import { DataTable } from '@/components/ui/data-table';

const COLUMNS = ['User', 'Product', 'Rating', 'Comment', 'Actions'];

/**
 * Manage Reviews: every review, newest first, in a table with User, Product, Rating, Comment and Delete (after a
 * confirmation). "Load more" appends older reviews.
 */
export function ReviewManager({ reviews: initial, pagination }: { reviews: ReviewJson[]; pagination: Pagination }) {
  const list = useReviewPages({
    initial,
    pagination,
    pageUrl: (page) => `/api/reviews/admin/getall?page=${page}`,
    reviewsOf: (data) => data as ReviewJson[],
    failure: 'Failed to fetch reviews',
  });
  const deletion = useConfirmedDelete<ReviewJson>({
    request: (review) => apiFetch(`/api/reviews/${encodeURIComponent(review._id)}`, { method: 'DELETE' }),
    texts: { success: 'Review deleted', failure: 'Failed to delete review' },
    onGone: (review) => list.remove(review._id),
  });

  if (list.reviews.length === 0) return <p className="text-gray-700">No reviews yet.</p>;

  return (
    <div className="space-y-4">
      <DataTable id="reviews" caption={`Reviews, newest first (${list.reviews.length} shown)`} columns={COLUMNS} bodyClassName="align-top">
        {list.reviews.map((review) => (
          <tr key={review._id}>
            <th scope="row" className="px-4 py-3 font-normal">
              <span className="flex items-center gap-2">
                <Avatar name={review.name} src={review.user.avatar} size="sm" />
                <span className="font-semibold whitespace-nowrap text-gray-900">{review.name}</span>
              </span>
            </th>
            <td className="min-w-40 px-4 py-3">
              <Link href={`/product/${review.product._id}`} className="font-medium text-gray-900 hover:underline">
                {review.product.name}
              </Link>
              <p className="mt-0.5 text-xs text-gray-600">
                <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt)}</time>
              </p>
            </td>
            <td className="px-4 py-3 whitespace-nowrap">
              <StarRating average={review.rating} />
            </td>
            {/* User content: rendered as text. */}
            <td className="max-w-md min-w-60 px-4 py-3 break-words whitespace-pre-line text-gray-800">
              {review.comment || <span className="text-gray-600 italic">No comment</span>}
            </td>
            <td className="px-4 py-3">
              <button
                type="button"
                onClick={() => deletion.ask(review)}
                aria-label={`Delete review by ${review.name} of ${review.product.name}`}
                aria-haspopup="dialog"
                disabled={deletion.busy && deletion.target?._id === review._id}
                className="inline-flex items-center gap-1.5 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-red-700 transition-colors hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60"
              >
                <Trash2 aria-hidden className="size-4" />
                Delete
              </button>
            </td>
          </tr>
        ))}
      </DataTable>
      {list.hasMore ? <ShowMoreButton loading={list.loading} onClick={() => void list.loadMore()} label="Load more" /> : null}

      <DeleteDialog flow={deletion} title="Delete this review?" confirmLabel="Delete review">
        <p>
          {deletion.target
            ? `${deletion.target.name}'s ${deletion.target.rating}-star review of ${deletion.target.product.name} will be removed from the shop, and the product's rating recounted. It cannot be undone.`
            : null}
        </p>
      </DeleteDialog>
    </div>
  );
}
