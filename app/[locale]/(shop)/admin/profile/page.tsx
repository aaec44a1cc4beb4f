import type { Metadata } from 'next';
import { ProfileForm } from '@/components/dashboard/profile-form';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { getUser } from '@/lib/users/users';

export const metadata: Metadata = { title: 'Profile' };

export default async function AdminProfilePage() {
  const user = await getUser((await requireAdmin('/admin/profile')).id);
  return (
    <>
      <SectionHeading title="Profile" description="Your name, mobile number and avatar." />
      <ProfileForm user={user} />
    </>
  );
}
