import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Notifications' };

export default async function AdminNotificationsPage() {
  await requireAdmin('/admin/notifications');
  return (
    <SectionPlaceholder
      title="Notifications"
      description="Admin notifications arrive here with the notifications issue."
    />
  );
}
