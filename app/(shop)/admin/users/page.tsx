import type { Metadata } from 'next';
import { UserTable } from '@/components/admin/user-table';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { listUsers } from '@/lib/users/list-users';

export const metadata: Metadata = { title: 'User Management' };

export default async function UserManagementPage() {
  const admin = await requireAdmin('/admin/users');
  const users = await listUsers().catch((error: unknown) => {
    console.error('Failed to fetch users', error);
    return null;
  });
  return (
    <>
      <SectionHeading title="User Management" description="Change who is an admin, or delete an account." />
      {users === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch users
        </p>
      ) : (
        <UserTable users={users} currentUserId={admin._id} />
      )}
    </>
  );
}
