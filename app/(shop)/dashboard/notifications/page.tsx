import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { NotificationList } from '@/components/notifications/notification-list';
import { requireUser } from '@/lib/auth/current-user';
import { listUserNotifications } from '@/lib/notifications/notifications';

export const metadata: Metadata = { title: 'Notifications' };

export default async function DashboardNotificationsPage() {
  const user = await requireUser('/dashboard/notifications');
  return (
    <>
      <SectionHeading title="Notifications" description="Your orders and payments, as they happen." />
      <NotificationList initial={await listUserNotifications(user._id)} audience="user" />
    </>
  );
}
