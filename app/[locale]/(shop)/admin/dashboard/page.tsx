import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AccountDashboard } from '@/components/dashboard/account-dashboard';
import { requireAdmin } from '@/lib/auth/current-user';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.menu');
  return { title: t('myAccount') };
}

/** "My account": the admin's own account, as a shopper's dashboard shows theirs. */
export default async function AdminDashboardPage() {
  return <AccountDashboard userId={(await requireAdmin('/admin/dashboard')).id} />;
}
