import { ok, parseJson, withApi } from '@/lib/http';
import { changeRole } from '@/lib/users/manage-users';
import { roleSchema } from '@/lib/users/schemas';
import { toUserJson } from '@/lib/users/user-json';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) => {
    const { role } = await parseJson(request, roleSchema);
    return ok('User role updated', toUserJson(await changeRole(params.id, role)));
  },
  { access: 'admin' },
);
