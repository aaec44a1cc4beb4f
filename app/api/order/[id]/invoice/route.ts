import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { withApi } from '@/lib/http';
import { orderInvoice, pdfResponse } from '@/lib/orders/invoice-pdf';

/** The invoice of a paid order as a PDF download: the owner's or, for an admin, anyone's. */
export const GET = withApi<{ id: string }>(
  async ({ params, session }) => pdfResponse(await orderInvoice(params.id, session.user, SHOP_CONTACT)),
  { access: 'user' },
);
