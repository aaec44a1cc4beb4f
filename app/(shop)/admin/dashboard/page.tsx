import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function AdminDashboardPage() {
  await requireAdmin('/admin/dashboard');
  return (
    <SectionPlaceholder
      title="Dashboard"
      description="The admin dashboard arrives here with the admin statistics issue."
    />
  );
}
