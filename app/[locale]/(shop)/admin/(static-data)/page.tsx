import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StaticData } from '@/components/admin/static-data';
import { SectionHeading } from '@/components/dashboard/section-heading';
import { requireAdmin } from '@/lib/auth/current-user';
import { firstIssueMessage } from '@/lib/http/handle-api-error';
import { colomboToday, defaultStatsRange, statsRangeSchema } from '@/lib/stats/schemas';
import { getAdminStats } from '@/lib/stats/stats';

// The area's own page takes the root template, so it spells out the area like its sibling pages do.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('admin.pages.staticData');
  return { title: { absolute: t('metaTitle') } };
}

type StaticDataPageProps = { searchParams: Promise<{ from?: string | string[]; to?: string | string[] }> };

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * Static Data, the admin's default section: the statistics of GET /api/admin/stats, read through lib/stats. A
 * refused `?from=&to=` is said beside the range form and the charts show the default range; a failed read is
 * error.tsx's 'Failed to fetch stats'.
 */
export default async function AdminStaticDataPage({ searchParams }: StaticDataPageProps) {
  await requireAdmin('/admin');
  const query = await searchParams;
  const requested = { from: firstOf(query.from), to: firstOf(query.to) };
  const today = colomboToday();
  const parsed = statsRangeSchema(today).safeParse(requested);
  const stats = await getAdminStats(parsed.success ? parsed.data : defaultStatsRange(today));
  const t = await getTranslations('admin.pages.staticData');
  return (
    <>
      <SectionHeading title={t('title')} description={t('description')} />
      <StaticData
        stats={stats}
        rangeValues={parsed.success ? parsed.data : requested}
        rangeError={parsed.success ? null : firstIssueMessage(parsed.error)}
      />
    </>
  );
}
