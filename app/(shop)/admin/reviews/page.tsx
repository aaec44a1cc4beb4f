import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Manage Reviews' };

export default async function AdminReviewsPage() {
  await requireAdmin('/admin/reviews');
  return (
    <SectionPlaceholder
      title="Manage Reviews"
      description="Review moderation arrives here with the reviews issue."
    />
  );
}
