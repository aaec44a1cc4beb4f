import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { renderOrderMail } from './order-mail';
import type { OrderMailFacts, OrderMailOrder } from './order-mail-facts';
import { MAIL_MAX_WIDTH } from './responsive';
import { passwordChangedMail, passwordResetOtpMail, verificationMail } from './templates';

/**
 * Every mail fits a phone: it carries a viewport (without one a phone's mail app lays it out 980 px wide) and no
 * element is fixed wider than the 600 px column, by a width attribute or a width in its style.
 */

const ORDER: OrderMailOrder = {
  number: 'ORD-1764160000000-A1B2C3',
  url: 'http://shop.test/ordershow/ORD-1764160000000-A1B2C3',
  customerName: 'තරුෂි පෙරේරා',
  paymentMethod: 'card',
  items: [{ name: 'Ceylon Black Tea', quantity: 2, unitPrice: 125050, lineTotal: 250100, imageUrl: 'http://shop.test/uploads/tea.png' }],
  subtotal: 250100,
  discount: 0,
  couponCode: null,
  deliveryFee: 1000,
  total: 251100,
  address: { name: 'குமார் ராஜா', mobile: '0771234567', addressLine: '12 Galle Road', city: 'Jaffna', state: 'Northern', pincode: '40000', country: 'Sri Lanka' },
};

const ORDER_MAILS: OrderMailFacts[] = [
  { kind: 'placed', order: ORDER },
  { kind: 'paid', order: ORDER, amount: 251100, receiptUrl: 'http://shop.test/payment/receipt/pi_test_1' },
  { kind: 'shipped', order: ORDER, courier: 'Domex', trackingNumber: 'DX-778812345', trackingUrl: 'https://domex.lk/track?n=DX-778812345' },
  { kind: 'delivered', order: ORDER },
  { kind: 'cancelled', order: ORDER, money: 'refunded', refundedAmount: 251100, reason: 'shop' },
  { kind: 'refunded', order: ORDER, amount: 1000, reason: 'Damaged in transit', refundedTotal: 1000 },
];
const LOCALES: Locale[] = ['en', 'si', 'ta'];

const ACCOUNT_MAILS = (locale: Locale) => [
  verificationMail('a@example.com', 'Nimal', 'http://shop.test/verify-email?code=0123456789abcdef0123456789abcdef', locale),
  passwordResetOtpMail('a@example.com', 'Nimal', '123456', locale),
  passwordChangedMail('a@example.com', 'Nimal', locale),
];

/** Every fixed width in the HTML, in px: width="…" attributes and width / min-width in styles (max-width caps, it does not fix). */
function fixedWidths(html: string): number[] {
  const attributes = [...html.matchAll(/\swidth="(\d+)(?:px)?"/g)].map((match) => Number(match[1]));
  const styles = [...html.matchAll(/(?<![\w-]|max-)(?:min-)?width:\s*(\d+(?:\.\d+)?)(px|em|rem)/g)].map((match) =>
    match[2] === 'px' ? Number(match[1]) : Number(match[1]) * 16,
  );
  return [...attributes, ...styles];
}

function expectFitsAPhone(html: string) {
  expect(html).toMatch(/<meta[^>]*name="viewport"[^>]*content="width=device-width, initial-scale=1"/);
  expect(html).toMatch(new RegExp(`max-width:\\s*(${MAIL_MAX_WIDTH}px|37\\.5em)`));
  expect(fixedWidths(html).filter((width) => width > MAIL_MAX_WIDTH)).toEqual([]);
}

describe('every mail fits a phone', () => {
  for (const locale of LOCALES) {
    it.each(ORDER_MAILS.map((facts) => [facts.kind, facts] as const))(`the order mail %s in ${locale}`, async (_kind, facts) => {
      expectFitsAPhone((await renderOrderMail({ ...facts, locale })).html);
    });

    it(`the account mails in ${locale}`, () => {
      for (const mail of ACCOUNT_MAILS(locale)) expectFitsAPhone(mail.html);
    });
  }

  it('counts a fixed width in an attribute or a style, not a maximum', () => {
    expect(fixedWidths('<table width="980"><td style="width:700px;max-width:900px;min-width:640px"></td></table>')).toEqual([980, 700, 640]);
  });
});
