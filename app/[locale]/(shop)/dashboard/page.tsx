import { AccountDashboard } from '@/components/dashboard/account-dashboard';
import { requireUser } from '@/lib/auth/current-user';

export default async function DashboardPage() {
  return <AccountDashboard userId={(await requireUser('/dashboard')).id} />;
}
