import type { Metadata } from 'next';
import { AccountSettings } from '@/components/dashboard/account-settings';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Settings' };

export default async function AdminSettingsPage() {
  await requireAdmin('/admin/settings');
  return (
    <>
      <SectionHeading title="Settings" description="Your password and your account." />
      <AccountSettings />
    </>
  );
}
