import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { MyReviews } from '@/components/reviews/my-reviews';
import { requireUser } from '@/lib/auth/current-user';
import { listUserReviews } from '@/lib/reviews/reviews';
import { DEFAULT_REVIEW_PAGE_SIZE } from '@/lib/reviews/schemas';

export const metadata: Metadata = { title: 'My Reviews' };

export default async function DashboardRatingPage() {
  const user = await requireUser('/dashboard/rating');
  const list = await listUserReviews(user, user._id, { page: 1, limit: DEFAULT_REVIEW_PAGE_SIZE }).catch((error: unknown) => {
    console.error('Failed to fetch your reviews', error);
    return null;
  });
  return (
    <>
      <SectionHeading title="My Reviews" description="What you said about the products you reviewed, newest first." />
      {list === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch your reviews
        </p>
      ) : (
        <MyReviews userId={user._id} reviews={list.reviews} pagination={list.pagination} />
      )}
    </>
  );
}
