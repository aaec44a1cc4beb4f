import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Notifications' };

export default async function DashboardNotificationsPage() {
  await requireUser('/dashboard/notifications');
  return (
    <SectionPlaceholder
      title="Notifications"
      description="Your notifications arrive here with the notifications issue."
    />
  );
}
