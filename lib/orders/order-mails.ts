import 'server-only';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import { DEFAULT_LOCALE, isLocale, type Locale, localizedPath } from '@/lib/i18n/locales';
import type { OrderMailFacts, OrderMailOrder } from '@/lib/mail/order-mail-facts';
import { enqueueMail } from '@/lib/mail/outbox';
import { type Money, times } from '@/lib/money';
import { courierKey, trackingLink } from './fulfilment';
import { itemNameIn } from './item-names';
import { orderSelect, toOrder } from './order-select';
import { isPaidStatus } from './statuses';
import type { Order, OrderChanges } from './types';

/**
 * The order e-mails to the shopper (docs/decisions.md, Order e-mails): each event's caller enqueues its mail inside
 * the transaction that makes the change, after the change, so the mail tells the order as committed. Each event is
 * mailed once, whatever repeats it (the dedupe keys below).
 */

export type OrderMailEvent =
  | { kind: 'placed' }
  /** A card payment settled, with the gateway's receipt when it has one; an admin marking the order paid. */
  | { kind: 'paid'; amount: Money; receiptUrl: string | null }
  | { kind: 'shipped' }
  | { kind: 'delivered' }
  /** Who cancelled: the shopper, the shop (an admin), or the hold sweep (an unpaid card order). */
  | { kind: 'cancelled'; by: 'shopper' | 'shop' | 'unpaid' }
  | { kind: 'refunded'; refundId: string; amount: Money; reason: string };

function dedupeKey(order: Order, event: OrderMailEvent): string {
  switch (event.kind) {
    case 'refunded':
      return `refunded:${event.refundId}`;
    case 'shipped':
      // A corrected tracking number is news; the same one sent again is not.
      return `shipped:${order.id}:${order.trackingNumber ?? ''}`;
    default:
      return `${event.kind}:${order.id}`;
  }
}

const absolute = (path: string) => new URL(path, `${config().appUrl}/`).toString();
/**
 * A link as the mail's reader should open it: a page of the shop (the test gateway's receipt page) in the mail's
 * language, /si/payment/receipt/... for a Sinhala shopper; another site's (Stripe's receipt) as it is.
 */
function inLanguage(link: string, locale: Locale): string {
  const url = new URL(link);
  if (url.origin !== new URL(config().appUrl).origin) return link;
  url.pathname = localizedPath(url.pathname, locale);
  return url.toString();
}

/** The shopper's order page (app/(shop)/ordershow/[orderId], as components/orders/order-display.ts links it). */
const orderPage = (number: string) => `/ordershow/${encodeURIComponent(number)}`;

function orderFacts(order: Order, locale: Locale): OrderMailOrder {
  return {
    number: order.number,
    // In the mail's language: /si/ordershow/... for a Sinhala shopper.
    url: absolute(localizedPath(orderPage(order.number), locale)),
    customerName: order.customerName,
    paymentMethod: order.paymentMethod,
    items: order.items.map((item) => ({
      name: itemNameIn(item, locale),
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      lineTotal: times(item.unitPrice, item.quantity),
      // Product images are served by the shop (/uploads/<name>, /seed/...): a mail needs their full address.
      imageUrl: item.image ? absolute(item.image) : null,
    })),
    subtotal: order.amounts.subtotal,
    discount: order.amounts.discount,
    couponCode: order.couponCode,
    deliveryFee: order.amounts.deliveryFee,
    total: order.amounts.total,
    address: order.address,
  };
}

async function eventFacts(db: Db, order: Order, event: OrderMailEvent, locale: Locale): Promise<OrderMailFacts> {
  // English mails' facts stay as they were (no locale: English).
  const base = { order: orderFacts(order, locale), ...(locale !== DEFAULT_LOCALE && { locale }) };
  switch (event.kind) {
    case 'placed':
    case 'delivered':
      return { ...base, kind: event.kind };
    case 'paid':
      return {
        ...base,
        kind: 'paid',
        amount: event.amount,
        // Without the gateway's receipt (Stripe's arrives with the charge; an admin's mark has none): the invoice.
        receiptUrl: event.receiptUrl ? inLanguage(event.receiptUrl, locale) : absolute(`/api/order/${encodeURIComponent(order.number)}/invoice`),
      };
    case 'shipped': {
      const courier = order.courier
        ? await db.courier.findUnique({ where: { nameKey: courierKey(order.courier) }, select: { trackingUrl: true } })
        : null;
      return {
        ...base,
        kind: 'shipped',
        courier: order.courier,
        trackingNumber: order.trackingNumber,
        trackingUrl: trackingLink(courier?.trackingUrl ?? null, order.trackingNumber),
      };
    }
    case 'cancelled': {
      const paid = isPaidStatus(order.paymentStatus);
      const money = paid
        ? order.refundedAmount >= order.amounts.total
          ? 'refunded'
          : 'refund_follows'
        : order.paymentMethod === 'cod'
          ? 'nothing_to_pay'
          : 'nothing_charged';
      return {
        ...base,
        kind: 'cancelled',
        money,
        refundedAmount: order.refundedAmount,
        reason: event.by,
        ...(event.by === 'unpaid' && { holdMinutes: config().orderHoldMinutes }),
      };
    }
    case 'refunded':
      return { ...base, kind: 'refunded', amount: event.amount, reason: event.reason, refundedTotal: order.refundedAmount };
  }
}

/**
 * Stores the shopper's mail about `event` in the caller's transaction (`db`), for the order as it now stands there
 * (pass the order when the caller just read it, else its id). An order whose account was deleted is not mailed: its
 * owner asked to be forgotten, and the order's link would not open for them. The mail is in the shopper's language
 * (users.locale) at the event.
 */
export async function enqueueOrderMail(db: Db, orderOrId: Order | string, event: OrderMailEvent): Promise<void> {
  const order =
    typeof orderOrId === 'string' ? toOrder(await db.order.findUniqueOrThrow({ where: { id: orderOrId }, select: orderSelect })) : orderOrId;
  if (!order.customer) return;
  const shopper = await db.user.findUnique({ where: { id: order.customer.id }, select: { locale: true } });
  const locale = isLocale(shopper?.locale) ? shopper.locale : DEFAULT_LOCALE;
  const facts = await eventFacts(db, order, event, locale);
  await enqueueMail(db, { orderId: order.id, to: order.customerEmail, facts, dedupeKey: dedupeKey(order, event) });
}

/**
 * The mails of a status change (updateOrder): shipped (again, when the tracking number was corrected), delivered,
 * cancelled, and paid when an admin marks the payment completed. `before` is the order as read before the change.
 */
export async function enqueueStatusMails(
  db: Db,
  order: Order,
  before: { deliveryStatus: string; paymentStatus: string },
  by: 'shopper' | 'shop',
  changes: Pick<OrderChanges, 'deliveryStatus' | 'paymentStatus'>,
): Promise<void> {
  const delivery = order.deliveryStatus;
  if (changes.deliveryStatus === 'shipped') await enqueueOrderMail(db, order, { kind: 'shipped' });
  if (delivery === 'delivered' && before.deliveryStatus !== 'delivered') await enqueueOrderMail(db, order, { kind: 'delivered' });
  if (delivery === 'cancelled' && before.deliveryStatus !== 'cancelled') await enqueueOrderMail(db, order, { kind: 'cancelled', by });
  if (changes.paymentStatus === 'completed' && before.paymentStatus !== 'completed') {
    await enqueueOrderMail(db, order, { kind: 'paid', amount: order.amounts.total, receiptUrl: null });
  }
}
