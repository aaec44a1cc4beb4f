import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { MyReviews } from '@/components/reviews/my-reviews';
import { requireUser } from '@/lib/auth/current-user';
import { listUserReviews } from '@/lib/reviews/reviews';
import { ownReviewPageOf } from '@/lib/reviews/review-list-query';

export const metadata: Metadata = { title: 'My Reviews' };

type DashboardRatingPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardRatingPage({ searchParams }: DashboardRatingPageProps) {
  const user = await requireUser('/dashboard/rating');
  const list = await listUserReviews(user, user.id, ownReviewPageOf(await searchParams)).catch((error: unknown) => {
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
        <MyReviews reviews={list.reviews} pagination={list.pagination} />
      )}
    </>
  );
}
