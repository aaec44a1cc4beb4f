import { ok, withApi } from '@/lib/http';
import { receiptUrlFor } from '@/lib/payments/payments';

export const GET = withApi<{ id: string }>(
  async ({ params, session }) => {
    const receiptUrl = await receiptUrlFor(session.user, params.id);
    return ok(receiptUrl ? 'Receipt found' : 'Receipt not available yet', undefined, { extra: { receipt_url: receiptUrl } });
  },
  { access: 'user' },
);
