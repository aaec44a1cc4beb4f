import type { Metadata } from 'next';
import { ProfileForm } from '@/components/dashboard/profile-form';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireUser } from '@/lib/auth/current-user';
import { getUser } from '@/lib/users/users';

export const metadata: Metadata = { title: 'Profile' };

export default async function ProfilePage() {
  const user = await getUser((await requireUser('/dashboard/profile')).id);
  return (
    <>
      <SectionHeading title="Profile" description="Your name, mobile number and avatar." />
      <ProfileForm user={user} />
    </>
  );
}
