import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { cents, formatRs } from '@/lib/money';
import { mailTranslator } from './mail-messages';

/**
 * What an order e-mail shows, as plain JSON: stored with the mail in the order's transaction (order_mails.facts) and
 * rendered by the sender after the commit, so the mail tells the order as it was at the event. Amounts are whole
 * cents; links and image addresses are absolute (APP_URL). `locale` is the shopper's language (users.locale) when the
 * mail was stored; mails stored before languages existed have none and are English.
 */

export const SHOP_NAME = 'Lanka Shop';

export type OrderMailKind = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'refunded';

export type OrderMailOrder = {
  number: string;
  url: string;
  customerName: string;
  paymentMethod: 'card' | 'cod';
  items: { name: string; quantity: number; unitPrice: number; lineTotal: number; imageUrl: string | null }[];
  subtotal: number;
  discount: number;
  couponCode: string | null;
  deliveryFee: number;
  total: number;
  address: { name: string; mobile: string; addressLine: string; city: string; state: string; pincode: string; country: string };
};

/** What becomes of the money of a cancelled order. */
export type CancelledMoney = 'nothing_charged' | 'nothing_to_pay' | 'refund_follows' | 'refunded';

export type OrderMailFacts = { order: OrderMailOrder; locale?: Locale } & (
  | { kind: 'placed' }
  | { kind: 'paid'; amount: number; receiptUrl: string }
  | { kind: 'shipped'; courier: string | null; trackingNumber: string | null; trackingUrl: string | null }
  | { kind: 'delivered' }
  | { kind: 'cancelled'; money: CancelledMoney; refundedAmount: number; reason: 'shopper' | 'shop' | 'unpaid'; holdMinutes?: number }
  | { kind: 'refunded'; amount: number; reason: string; refundedTotal: number }
);

export const rs = (amount: number, locale: Locale = DEFAULT_LOCALE) => formatRs(cents(amount), locale);

/** The language a mail is written in. */
export const localeOfFacts = (facts: OrderMailFacts): Locale => facts.locale ?? DEFAULT_LOCALE;

export function orderMailSubject(facts: OrderMailFacts): string {
  const locale = localeOfFacts(facts);
  const t = mailTranslator(locale);
  const number = facts.order.number;
  switch (facts.kind) {
    case 'placed':
      return t('order.subject.placed', { number });
    case 'paid':
      return t('order.subject.paid', { amount: rs(facts.amount, locale), number });
    case 'shipped':
      return t('order.subject.shipped', { number });
    case 'delivered':
      return t('order.subject.delivered', { number });
    case 'cancelled':
      return t('order.subject.cancelled', { number });
    case 'refunded':
      return t('order.subject.refunded', { amount: rs(facts.amount, locale), number });
  }
}
