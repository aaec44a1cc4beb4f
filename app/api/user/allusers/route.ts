import { ok, withApi } from '@/lib/http';
import { listUsers } from '@/lib/users/list-users';

export const GET = withApi(async () => ok('All users', await listUsers()), { access: 'admin' });
