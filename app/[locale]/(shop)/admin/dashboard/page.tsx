import type { Metadata } from 'next';
import { AccountDashboard } from '@/components/dashboard/account-dashboard';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'My account' };

/** "My account": the admin's own account, as a shopper's dashboard shows theirs. */
export default async function AdminDashboardPage() {
  return <AccountDashboard userId={(await requireAdmin('/admin/dashboard')).id} />;
}
