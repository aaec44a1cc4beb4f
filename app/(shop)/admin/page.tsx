import type { Metadata } from 'next';
import { SectionPlaceholder } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';

// The area's own page takes the root template, so it spells out the area like its sibling pages do.
export const metadata: Metadata = { title: { absolute: 'Static Data | Admin | Lanka Shop' } };

export default async function AdminStaticDataPage() {
  await requireAdmin('/admin');
  return (
    <SectionPlaceholder
      title="Static Data"
      description="Totals, revenue and payment charts and the latest orders arrive here with the admin statistics issue."
    />
  );
}
