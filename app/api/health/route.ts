import { isDatabaseUp } from '@/lib/db/health';
import { fail, ok, withApi } from '@/lib/http';

export const dynamic = 'force-dynamic';

/** For load balancers and uptime checks: 200 when the shop and its database answer, else 503. */
export const GET = withApi(async () =>
  (await isDatabaseUp()) ? ok('OK', { database: 'up' }) : fail(503, 'Database unavailable'),
);
