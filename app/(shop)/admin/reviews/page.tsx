import type { Metadata } from 'next';
import { ReviewManager } from '@/components/admin/review-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listAllReviews } from '@/lib/reviews/reviews';
import { DEFAULT_REVIEW_PAGE_SIZE } from '@/lib/reviews/schemas';
import { loadOrNull } from '../load-or-null';

export const metadata: Metadata = { title: 'Manage Reviews' };

export default async function AdminReviewsPage() {
  await requireAdmin('/admin/reviews');
  const list = await loadOrNull(listAllReviews({ page: 1, limit: DEFAULT_REVIEW_PAGE_SIZE }), 'Failed to fetch reviews');
  return (
    <>
      <SectionHeading title="Manage Reviews" description="What shoppers wrote about the products, newest first." />
      {list === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch reviews
        </p>
      ) : (
        <ReviewManager reviews={list.reviews} pagination={list.pagination} />
      )}
    </>
  );
}
