import { ok, withApi } from '@/lib/http';
import { parseStatsRange } from '@/lib/stats/schemas';
import { getAdminStats } from '@/lib/stats/stats';
import { toAdminStatsJson } from '@/lib/stats/stats-json';

/** The admin statistics; `?from=` and `?to=` (YYYY-MM-DD, Colombo days) choose the charts' range, default the last 30 days. */
export const GET = withApi(
  async ({ request }) => {
    const query = request.nextUrl.searchParams;
    const range = parseStatsRange({ from: query.get('from'), to: query.get('to') });
    return ok('Stats fetched successfully', toAdminStatsJson(await getAdminStats(range)));
  },
  { access: 'admin' },
);
