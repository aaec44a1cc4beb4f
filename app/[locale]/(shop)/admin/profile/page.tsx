import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ProfileForm } from '@/components/dashboard/profile-form';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { getUser } from '@/lib/users/users';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('dashboard.profile');
  return { title: t('title') };
}

export default async function AdminProfilePage() {
  const user = await getUser((await requireAdmin('/admin/profile')).id);
  const t = await getTranslations('dashboard.profile');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <ProfileForm user={user} />
    </>
  );
}
