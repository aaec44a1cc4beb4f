'use client';

import { ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable } from '@/components/ui/data-table';
import { RoleBadge } from '@/components/ui/role-badge';
import { apiFetch } from '@/lib/http/api-client';
import type { PublicUser } from '@/lib/users/public-user';

type UserTableProps = {
  users: PublicUser[];
  /** The signed-in admin: their row is marked 'You' and offers no actions (no locking oneself out). */
  currentUserId: string;
};

const COLUMNS = ['Avatar', 'Name', 'Email', 'Mobile', 'Role', 'Actions'];

const actionClassName =
  'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** User Management: every account with its role, a role switch and delete (after a confirmation). */
export function UserTable({ users, currentUserId }: UserTableProps) {
  const router = useRouter();
  // The row whose request is in flight: its buttons are disabled meanwhile.
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<PublicUser | null>(null);

  async function changeRole(user: PublicUser) {
    const role = user.role === 'ADMIN' ? 'USER' : 'ADMIN';
    setBusyId(user._id);
    const result = await apiFetch<PublicUser>(`/api/user/role/${encodeURIComponent(user._id)}`, {
      method: 'PUT',
      json: { role },
    });
    setBusyId(null);
    if (!result.ok) {
      toast.error(result.message || 'Error updating role');
      return;
    }
    toast.success(result.message || 'User role updated');
    router.refresh();
  }

  async function deleteUser() {
    if (!toDelete) return;
    setBusyId(toDelete._id);
    const result = await apiFetch(`/api/user/delete/${encodeURIComponent(toDelete._id)}`, {
      method: 'DELETE',
    });
    setBusyId(null);
    setToDelete(null);
    if (!result.ok) {
      toast.error(result.message || 'Error deleting user');
      // A 404 means someone else deleted it already: show the list as it is now.
      if (result.status === 404) router.refresh();
      return;
    }
    toast.success(result.message || 'User deleted successfully');
    router.refresh();
  }

  if (users.length === 0) return <p className="text-gray-700">No users found.</p>;

  return (
    <>
      <DataTable id="users" caption={`All users (${users.length})`} columns={COLUMNS}>
        {users.map((user) => {
          const isSelf = user._id === currentUserId;
          const busy = busyId === user._id;
          const roleAction = user.role === 'ADMIN' ? 'Make user' : 'Make admin';
          return (
            <tr key={user._id} className={isSelf ? 'bg-brand-50/50' : undefined}>
              <td className="px-4 py-3">
                <Avatar name={user.name} src={user.avatar} size="sm" />
              </td>
              <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap text-gray-900">
                <span className="flex items-center gap-2">
                  {user.name}
                  {isSelf && <Badge tone="brand">You</Badge>}
                </span>
              </th>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700">{user.email}</td>
              <td className="px-4 py-3 whitespace-nowrap text-gray-700">
                {user.mobile || <span className="text-gray-600">Not provided</span>}
              </td>
              <td className="px-4 py-3">
                <RoleBadge role={user.role} />
              </td>
              <td className="px-4 py-3">
                {isSelf ? (
                  <span className="text-gray-600">Your own account</span>
                ) : (
                  <div className="flex gap-2">
                    <button
                      type="button"
                      onClick={() => changeRole(user)}
                      aria-label={`${roleAction}: ${user.name}`}
                      disabled={busy}
                      className={`${actionClassName} border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}
                    >
                      {user.role === 'ADMIN' ? (
                        <ShieldOff aria-hidden className="size-4" />
                      ) : (
                        <ShieldCheck aria-hidden className="size-4" />
                      )}
                      {roleAction}
                    </button>
                    <button
                      type="button"
                      onClick={() => setToDelete(user)}
                      aria-label={`Delete: ${user.name}`}
                      disabled={busy}
                      aria-haspopup="dialog"
                      className={`${actionClassName} border-red-300 bg-white text-red-700 hover:bg-red-50`}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      Delete
                    </button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete this user?"
        confirmLabel="Delete user"
        busyLabel="Deleting..."
        busy={toDelete !== null && busyId === toDelete._id}
        onConfirm={deleteUser}
        onCancel={() => setToDelete(null)}
      >
        <p>
          <strong className="font-semibold text-gray-900">{toDelete?.name}</strong> ({toDelete?.email}) loses their
          account: profile, addresses, cart, reviews and notifications are deleted. It cannot be undone.
        </p>
        <p>Their orders and payments are kept for the shop&apos;s records.</p>
      </ConfirmDialog>
    </>
  );
}
