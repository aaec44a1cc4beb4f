import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import { requireUser } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.notifications');
  return { title: t('title') };
}

type DashboardNotificationsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function DashboardNotificationsPage({ searchParams }: DashboardNotificationsPageProps) {
  const user = await requireUser('/dashboard/notifications');
  const t = await getTranslations('dashboard.notifications');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <NotificationPanel audience="user" scope={{ userId: user.id }} searchParams={await searchParams} />
    </>
  );
}
