import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { withApi } from '@/lib/http';
import { orderPackingSlip, pdfResponse } from '@/lib/orders/invoice-pdf';

/** The packing slip of an order as a PDF download (no prices), for an admin. */
export const GET = withApi<{ id: string }>(
  async ({ params, session }) => pdfResponse(await orderPackingSlip(params.id, session.user, SHOP_CONTACT)),
  { access: 'admin' },
);
