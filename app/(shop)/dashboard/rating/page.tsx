import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'My Reviews' };

export default async function DashboardRatingPage() {
  await requireUser('/dashboard/rating');
  return (
    <SectionPlaceholder
      title="My Reviews"
      description="Your reviews and ratings arrive here with the reviews issue."
    />
  );
}
