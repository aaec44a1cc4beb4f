import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { CustomerDetailView } from '@/components/admin/customer-detail';
import { requireAdmin } from '@/lib/auth/current-user';
import { getCustomerDetail } from '@/lib/users/customer-detail';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.users.customer');
  return { title: t('metaTitle') };
}

type CustomerPageProps = { params: Promise<{ id: string }> };

/** One customer for the admin: the account and the latest of their orders, payments, addresses and reviews. */
export default async function CustomerPage({ params }: CustomerPageProps) {
  const { id } = await params;
  await requireAdmin(`/admin/users/${encodeURIComponent(id)}`);
  // Ids are short; anything longer is no account (and is not sent to the database).
  const detail = id.length <= 64 ? await getCustomerDetail(id) : null;
  if (!detail) notFound();
  return <CustomerDetailView detail={detail} />;
}
