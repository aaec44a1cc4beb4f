import type { Metadata } from 'next';
import { AccountSettings } from '@/components/dashboard/account-settings';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Settings' };

export default async function SettingsPage() {
  await requireUser('/dashboard/settings');
  return (
    <>
      <SectionHeading title="Settings" description="Your password and your account." />
      <AccountSettings />
    </>
  );
}
