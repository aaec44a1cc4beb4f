import { ok, withApi } from '@/lib/http';
import { listAllPayments } from '@/lib/payments/payments';

export const GET = withApi(
  async () => ok('Payments fetched successfully', undefined, { extra: { payments: await listAllPayments() } }),
  { access: 'admin' },
);
