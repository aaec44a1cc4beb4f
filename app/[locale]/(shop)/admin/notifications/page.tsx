import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Notifications' };

type AdminNotificationsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminNotificationsPage({ searchParams }: AdminNotificationsPageProps) {
  await requireAdmin('/admin/notifications');
  return (
    <>
      <SectionHeading title="Notifications" description="New orders, payments, users, reviews and low stock, shared by all admins." />
      <NotificationPanel audience="admin" scope="admins" searchParams={await searchParams} />
    </>
  );
}
