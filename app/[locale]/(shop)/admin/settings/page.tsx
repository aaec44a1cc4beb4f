import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountSettings } from '@/components/dashboard/account-settings';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.settings');
  return { title: t('title') };
}

export default async function AdminSettingsPage() {
  await requireAdmin('/admin/settings');
  const t = await getTranslations('dashboard.settings');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <AccountSettings />
    </>
  );
}
