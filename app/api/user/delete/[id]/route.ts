import { ok, withApi } from '@/lib/http';
import { deleteUserByAdmin } from '@/lib/users/manage-users';

export const DELETE = withApi<{ id: string }>(
  async ({ params }) => {
    await deleteUserByAdmin(params.id);
    return ok('User deleted successfully');
  },
  { access: 'admin' },
);
