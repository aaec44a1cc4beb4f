import { ok, withApi } from '@/lib/http';
import { listUsers } from '@/lib/users/list-users';
import { toUserJson } from '@/lib/users/user-json';
import { userListQueryOf } from '@/lib/users/user-list-query';

/** User Management: a page of accounts, searched, filtered and sorted by the query parameters. */
export const GET = withApi(
  async ({ request }) => {
    const { users, pagination } = await listUsers(userListQueryOf(request.nextUrl.searchParams));
    return ok('All users', users.map(toUserJson), { extra: { pagination } });
  },
  { access: 'admin' },
);
