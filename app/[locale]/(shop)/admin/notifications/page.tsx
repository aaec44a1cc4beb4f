import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { NotificationPanel } from '@/components/notifications/notification-panel';
import { requireAdmin } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.pages.notifications');
  return { title: t('title') };
}

type AdminNotificationsPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminNotificationsPage({ searchParams }: AdminNotificationsPageProps) {
  await requireAdmin('/admin/notifications');
  const t = await getTranslations('admin.pages.notifications');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <NotificationPanel audience="admin" scope="admins" searchParams={await searchParams} />
    </>
  );
}
