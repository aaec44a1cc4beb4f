import { ArrowLeft, FileDown, House } from 'lucide-react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { CancelOrderButton } from '@/components/orders/cancel-order-button';
import { OrderDetail } from '@/components/orders/order-detail';
import { placedOrderOf } from '@/components/checkout/placed-order';
import { PayNowButton } from '@/components/payments/pay-now-button';
import { buttonClassName } from '@/components/ui/button-styles';
import { requireUser } from '@/lib/auth/current-user';
import { AppError } from '@/lib/errors';
import { shopperCanCancel } from '@/lib/orders/cancellation';
import { trackingLinkOf } from '@/lib/orders/couriers';
import { invoicePath, isPaid } from '@/lib/orders/documents';
import { payByOf } from '@/lib/orders/holds';
import { getOrder } from '@/lib/orders/orders';
import { awaitsCardPayment } from '@/lib/orders/payable';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('orders.detail');
  return { title: t('metaTitle'), robots: { index: false, follow: false } };
}

type OrderPageProps = { params: Promise<{ orderId: string }> };

/**
 * One order, for its owner or an admin. Another shopper's order and an unknown id are both 'Order not found'
 * (404), so order ids cannot be probed. No loading.tsx on purpose: it would start the response before the page
 * knows the order is missing and turn the 404 into a 200.
 */
export default async function OrderPage({ params }: OrderPageProps) {
  const { orderId } = await params;
  const user = await requireUser(`/ordershow/${encodeURIComponent(orderId)}`);
  if (orderId.length > 100) notFound();
  const order = await getOrder(orderId, user).catch((error: unknown) => {
    if (error instanceof AppError && error.kind === 'not_found') return null;
    throw error;
  });
  if (!order) notFound();

  const ownOrder = order.customer?.id === user.id;
  const t = await getTranslations('orders.detail');
  return (
    <OrderDetail
      order={order}
      payBy={ownOrder ? payByOf(order) : null}
      trackingUrl={await trackingLinkOf(order)}
      actions={
        <>
          {ownOrder && awaitsCardPayment(order) && <PayNowButton order={placedOrderOf(order)} />}
          <Link href="/orders" className={buttonClassName()}>
            <ArrowLeft aria-hidden className="size-4" />
            {t('backToOrders')}
          </Link>
          <Link href="/" className={buttonClassName('secondary')}>
            <House aria-hidden className="size-4" />
            {t('home')}
          </Link>
          {isPaid(order) && (
            // A plain link: the browser downloads the PDF under the server's name with the session cookie.
            <a href={invoicePath(order.id)} download className={buttonClassName('secondary')}>
              <FileDown aria-hidden className="size-4" />
              {t('downloadInvoice')}
            </a>
          )}
          {ownOrder && shopperCanCancel(order) && <CancelOrderButton id={order.id} orderId={order.number} />}
        </>
      }
    />
  );
}
