import { AccountSummary } from '@/components/dashboard/account-summary';
import { requireUser } from '@/lib/auth/current-user';
import { getAccountOverview } from '@/lib/users/account-overview';

export default async function DashboardPage() {
  const user = await requireUser('/dashboard');
  const overview = await getAccountOverview(user._id).catch((error: unknown) => {
    // The rest of the page still renders; the counts say they failed to load.
    console.error('Failed to load the account overview', error);
    return null;
  });
  return <AccountSummary user={user} overview={overview} />;
}
