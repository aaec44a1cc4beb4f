import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { UserTable } from '@/components/admin/user-table';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { listUsers } from '@/lib/users/list-users';
import { DEFAULT_USER_LIST_QUERY, userListQuerySchema } from '@/lib/users/user-list-query';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.users.page');
  return { title: t('title') };
}

type UserManagementPageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * User Management: one page of accounts, searched, filtered and sorted as the address says (so a view can be
 * bookmarked); the table changes the address and the server renders the new page. A refused address is said
 * above the table, which then shows the first page of all users.
 */
export default async function UserManagementPage({ searchParams }: UserManagementPageProps) {
  const admin = await requireAdmin('/admin/users');
  const requested = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, firstOf(value)]));
  const parsed = userListQuerySchema.safeParse(requested);
  const query = parsed.success ? parsed.data : DEFAULT_USER_LIST_QUERY;
  const list = await listUsers(query).catch((error: unknown) => {
    console.error('Failed to fetch users', error);
    return null;
  });
  const t = await getTranslations('admin.users.page');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <UserTable
        list={list}
        query={query}
        queryError={parsed.success ? null : firstIssueMessage(parsed.error)}
        currentUserId={admin.id}
      />
    </>
  );
}
