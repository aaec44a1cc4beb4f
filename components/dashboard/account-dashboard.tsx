import { getAccountOverview } from '@/lib/users/account-overview';
import { getUser } from '@/lib/users/users';
import { AccountSummary } from './account-summary';

/** The Dashboard section of the account and admin areas: the signed-in user's details and what their account holds. */
export async function AccountDashboard({ userId }: { userId: string }) {
  const [user, overview] = await Promise.all([
    getUser(userId),
    getAccountOverview(userId).catch((error: unknown) => {
      // The rest of the section still renders; the counts say they failed to load.
      console.error('Failed to load the account overview', error);
      return null;
    }),
  ]);
  return <AccountSummary user={user} overview={overview} />;
}
