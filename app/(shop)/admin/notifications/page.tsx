import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { NotificationList } from '@/components/notifications/notification-list';
import { requireAdmin } from '@/lib/auth/current-user';
import { listAdminNotifications } from '@/lib/notifications/notifications';

export const metadata: Metadata = { title: 'Notifications' };

export default async function AdminNotificationsPage() {
  await requireAdmin('/admin/notifications');
  return (
    <>
      <SectionHeading title="Notifications" description="New orders, payments, users, reviews and low stock, shared by all admins." />
      <NotificationList initial={await listAdminNotifications()} audience="admin" />
    </>
  );
}
