'use client';

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ShieldCheck, ShieldOff, Trash2 } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useId, useMemo, useState, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { ActionButton } from '@/components/ui/action-button';
import { toast } from '@/components/ui/toast';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, TableBodyRows, TableHeaderRows } from '@/components/ui/data-table';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { RoleBadge } from '@/components/ui/role-badge';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import type { UserList } from '@/lib/users/list-users';
import type { User } from '@/lib/users/types';
import { MAX_USER_SEARCH_LENGTH, type UserListQuery, userListSearchParams } from '@/lib/users/user-list-query';
import { FilterSelect } from './filter-fields';
import { ListSearchForm } from './list-search-form';
import { useDebouncedSearch } from './use-debounced-search';

type UserTableProps = {
  /** The page the server read for `query`, or null when reading failed. */
  list: UserList | null;
  query: UserListQuery;
  /** Why the address's query was refused (the list then shows the default view). */
  queryError: string | null;
  /** The signed-in admin: their row is marked 'You' and offers no actions (no locking oneself out). */
  currentUserId: string;
};

const ROLES = ['USER', 'ADMIN'] as const;
const STATUSES = ['verified', 'unverified', 'suspended'] as const;
const SORTS = ['joined_desc', 'joined_asc'] as const;

type UsersText = ReturnType<typeof useTranslations<'admin.users'>>;
type SharedText = ReturnType<typeof useTranslations<'admin.shared'>>;

type RowActions = {
  currentUserId: string;
  busyId: string | null;
  changeRole: (user: User) => void;
  askToDelete: (user: User) => void;
};

const column = createColumnHelper<User>();

// The name is the row's header (screen readers announce it with each cell) and leads to the
// customer's detail page.
const columnsOf = (t: UsersText, tShared: SharedText) => [
  column.display({
    id: 'avatar',
    header: t('columns.avatar'),
    cell: ({ row }) => <Avatar name={row.original.name} src={row.original.avatar} size="sm" />,
  }),
  column.accessor('name', {
    header: tShared('name'),
    cell: ({ row, table }) => (
      <span className="flex items-center gap-2">
        <Link
          href={`/admin/users/${encodeURIComponent(row.original.id)}`}
          className="text-gray-900 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {row.original.name}
        </Link>
        {row.original.id === (table.options.meta as RowActions).currentUserId && <Badge tone="brand">{t('you')}</Badge>}
      </span>
    ),
  }),
  column.accessor('email', { header: t('columns.email') }),
  column.accessor('mobile', {
    header: t('columns.mobile'),
    cell: ({ getValue }) => getValue() || <span className="text-gray-600">{tShared('notProvided')}</span>,
  }),
  column.accessor('role', { header: t('columns.role'), cell: ({ getValue }) => <RoleBadge role={getValue()} /> }),
  column.display({
    id: 'actions',
    header: tShared('actions'),
    cell: ({ row, table }) => <UserActions user={row.original} actions={table.options.meta as RowActions} />,
  }),
];

function UserActions({ user, actions }: { user: User; actions: RowActions }) {
  const t = useTranslations('admin.users');
  const tShared = useTranslations('admin.shared');
  if (user.id === actions.currentUserId) return <span className="text-gray-600">{t('ownAccount')}</span>;
  const busy = actions.busyId === user.id;
  const roleAction = user.role === 'ADMIN' ? 'makeUser' : 'makeAdmin';
  return (
    <div className="flex gap-2">
      <ActionButton
        onClick={() => actions.changeRole(user)}
        aria-label={t(`${roleAction}Label`, { name: user.name })}
        disabled={busy}
      >
        {user.role === 'ADMIN' ? <ShieldOff aria-hidden className="size-4" /> : <ShieldCheck aria-hidden className="size-4" />}
        {t(roleAction)}
      </ActionButton>
      <ActionButton
        onClick={() => actions.askToDelete(user)}
        aria-label={tShared('deleteLabel', { name: user.name })}
        disabled={busy}
        aria-haspopup="dialog"
        tone="danger"
      >
        <Trash2 aria-hidden className="size-4" />
        {tShared('delete')}
      </ActionButton>
    </div>
  );
}

/**
 * User Management: a server-paged table of accounts (TanStack Table in manual mode). Search, filters, sort and page
 * live in the address; each change navigates and the server renders the new page. Each row has a role switch and
 * delete (after a confirmation).
 */
export function UserTable({ list, query, queryError, currentUserId }: UserTableProps) {
  const t = useTranslations('admin.users');
  const tShared = useTranslations('admin.shared');
  const tRoles = useTranslations('ui.roles');
  const router = useRouter();
  const pathname = usePathname();
  const ids = useId();
  const [loading, startLoading] = useTransition();
  // The row whose request is in flight: its buttons are disabled meanwhile.
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<User | null>(null);

  const nextView = useNextView(query);
  function show(change: Partial<UserListQuery>) {
    const search = userListSearchParams(nextView(change)).toString();
    startLoading(() => router.push(search ? `${pathname}?${search}` : pathname, { scroll: false }));
  }

  const { text: searchText, setText: setSearchText } = useDebouncedSearch(query.search ?? '', (text) => show({ search: text || undefined }));

  async function changeRole(user: User) {
    const role = user.role === 'ADMIN' ? 'USER' : 'ADMIN';
    setBusyId(user.id);
    const result = await apiFetch(`/api/user/role/${encodeURIComponent(user.id)}`, {
      method: 'PUT',
      json: { role },
    });
    setBusyId(null);
    if (!result.ok) {
      toast.error(resultMessage(result, t('toasts.roleFailed')));
      return;
    }
    toast.success(resultMessage(result, t('toasts.roleUpdated')));
    router.refresh();
  }

  async function deleteUser() {
    if (!toDelete) return;
    setBusyId(toDelete.id);
    const result = await apiFetch(`/api/user/delete/${encodeURIComponent(toDelete.id)}`, {
      method: 'DELETE',
    });
    setBusyId(null);
    setToDelete(null);
    if (!result.ok) {
      toast.error(resultMessage(result, t('toasts.deleteFailed')));
      // A 404 means someone else deleted it already: show the list as it is now.
      if (result.status === 404) router.refresh();
      return;
    }
    toast.success(resultMessage(result, t('toasts.deleted')));
    router.refresh();
  }

  const pagination = list?.pagination ?? { page: query.page, limit: query.limit, hasMore: false, total: 0 };
  const pageCount = pageCountOf(pagination.total, pagination.limit);
  const meta: RowActions = { currentUserId, busyId, changeRole, askToDelete: setToDelete };
  const columns = useMemo(() => columnsOf(t, tShared), [t, tShared]);

  // The React Compiler is not enabled here, and the table is used only in this component (nothing memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: list?.users ?? [],
    columns,
    meta,
    getRowId: (user) => user.id,
    getCoreRowModel: getCoreRowModel(),
    // The server pages: the table shows the page it was given; the pager's links ask the address for another.
    manualPagination: true,
  });

  const users = list?.users ?? [];
  const summary = t('count', { count: pagination.total, shown: String(pagination.total) });

  return (
    <div className="space-y-4">
      <ListSearchForm
        name={t('search.formName')}
        searchLabel={t('search.label')}
        placeholder={t('search.placeholder')}
        maxLength={MAX_USER_SEARCH_LENGTH}
        text={searchText}
        onTextChange={setSearchText}
        columns="sm:grid-cols-2 lg:grid-cols-4"
      >
        <FilterSelect
          id={`${ids}-role`}
          label={t('search.role')}
          all={t('search.allRoles')}
          options={ROLES.map((role) => [role, tRoles(role)] as const)}
          value={query.role ?? ''}
          onChange={(event) => show({ role: (event.target.value || undefined) as UserListQuery['role'] })}
        />
        <FilterSelect
          id={`${ids}-status`}
          label={tShared('status')}
          all={tShared('allStatuses')}
          options={STATUSES.map((status) => [status, t(`statuses.${status}`)] as const)}
          value={query.status ?? ''}
          onChange={(event) => show({ status: (event.target.value || undefined) as UserListQuery['status'] })}
        />
        <FilterSelect
          id={`${ids}-sort`}
          label={t('search.joined')}
          options={SORTS.map((sort) => [sort, t(`sort.${sort}`)] as const)}
          value={query.sort}
          onChange={(event) => show({ sort: event.target.value as UserListQuery['sort'] })}
        />
      </ListSearchForm>

      {queryError && (
        <p role="alert" className="text-red-700">
          {t('queryError', { error: queryError })}
        </p>
      )}

      <p role="status" className="text-sm text-gray-700">
        {loading ? t('loading') : list ? summary : ''}
      </p>

      {list === null ? (
        <p role="alert" className="text-red-700">
          {t('fetchFailed')}
        </p>
      ) : users.length === 0 ? (
        <p className="text-gray-700">{t('noneFound')}</p>
      ) : (
        <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            id={`${ids}-users`}
            caption={t('caption', { page: String(pagination.page), pageCount: String(pageCount) })}
            head={<TableHeaderRows table={table} />}
          >
            <TableBodyRows
              table={table}
              headerColumn="name"
              headerClassName="px-4 py-3 font-medium whitespace-nowrap text-gray-900"
              cellClassName="px-4 py-3 whitespace-nowrap text-gray-700"
              rowClassName={(row) => (row.original.id === currentUserId ? 'bg-brand-50/50' : undefined)}
            />
          </DataTable>
        </div>
      )}

      {list !== null && (
        <Pager
          label={t('pagerLabel')}
          page={pagination.page}
          pageCount={pageCount}
          totalText={summary}
          hrefOf={(page) => `${pathname}?${userListSearchParams({ ...query, page })}`}
        />
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title={t('deleteDialog.title')}
        confirmLabel={t('deleteDialog.confirm')}
        busyLabel={tShared('deleting')}
        busy={toDelete !== null && busyId === toDelete.id}
        onConfirm={deleteUser}
        onCancel={() => setToDelete(null)}
      >
        <p>
          {t.rich('deleteDialog.text', {
            name: toDelete?.name ?? '',
            email: toDelete?.email ?? '',
            strong: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
          })}
        </p>
        <p>{t('deleteDialog.kept')}</p>
      </ConfirmDialog>
    </div>
  );
}
