import type { Metadata } from 'next';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Notifications' };

type DashboardNotificationsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardNotificationsPage({ searchParams }: DashboardNotificationsPageProps) {
  const user = await requireUser('/dashboard/notifications');
  return (
    <>
      <SectionHeading title="Notifications" description="Your orders and payments, as they happen." />
      <NotificationPanel audience="user" scope={{ userId: user.id }} searchParams={await searchParams} />
    </>
  );
}
