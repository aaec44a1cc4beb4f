import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { MyReviews } from '@/components/reviews/my-reviews';
import { requireUser } from '@/lib/auth/current-user';
import { listUserReviews } from '@/lib/reviews/reviews';
import { ownReviewPageOf } from '@/lib/reviews/review-list-query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.reviews');
  return { title: t('title') };
}

type DashboardRatingPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardRatingPage({ searchParams }: DashboardRatingPageProps) {
  const user = await requireUser('/dashboard/rating');
  const t = await getTranslations('dashboard.reviews');
  const list = await listUserReviews(user, user.id, ownReviewPageOf(await searchParams), await getLocale()).catch((error: unknown) => {
    console.error('Failed to fetch your reviews', error);
    return null;
  });
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      {list === null ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : (
        <MyReviews reviews={list.reviews} pagination={list.pagination} />
      )}
    </>
  );
}
