import { withApi } from '@/lib/http';
import { paymentsCsvResponse } from '@/lib/payments/payment-lists';

/** payments.csv of the shopper's own payments (the dashboard's Export CSV), streamed like the admin's export. */
export const GET = withApi(async ({ session }) => paymentsCsvResponse({ userId: session.user._id }), { access: 'user' });
