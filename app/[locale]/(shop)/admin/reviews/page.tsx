import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ReviewManager } from '@/components/admin/review-manager';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { queryObject } from '@/lib/http/pagination';
import { listAllReviews } from '@/lib/reviews/reviews';
import { adminReviewQuerySchema, DEFAULT_ADMIN_REVIEW_QUERY } from '@/lib/reviews/review-list-query';
import { loadOrNull } from '../load-or-null';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.reviews');
  return { title: t('title') };
}

type ManageReviewsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Manage Reviews: one page of reviews, filtered and searched as the address says (so a view can be bookmarked); the
 * table changes the address and the server renders the new page. A refused address is said above the table, which
 * then shows the first page of all reviews.
 */
export default async function AdminReviewsPage({ searchParams }: ManageReviewsPageProps) {
  await requireAdmin('/admin/reviews');
  const parsed = adminReviewQuerySchema.safeParse(queryObject(await searchParams));
  const query = parsed.success ? parsed.data : DEFAULT_ADMIN_REVIEW_QUERY;
  const list = await loadOrNull(listAllReviews(query), 'Failed to fetch reviews');
  const t = await getTranslations('admin.reviews');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <ReviewManager list={list} query={query} queryError={parsed.success ? null : firstIssueMessage(parsed.error)} />
    </>
  );
}
