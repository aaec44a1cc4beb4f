import type { Metadata } from 'next';
import { ProfileForm } from '@/components/dashboard/profile-form';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  const user = await requireAdmin('/admin/profile');
  return (
    <>
      <SectionHeading title="Profile" description="Your name, mobile number and avatar." />
      <ProfileForm user={user} />
    </>
  );
}
