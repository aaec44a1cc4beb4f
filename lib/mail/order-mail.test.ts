import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cents, formatRs } from '@/lib/money';
import { renderOrderMail } from './order-mail';
import { type OrderMailFacts, type OrderMailOrder, orderMailSubject } from './order-mail-facts';

/**
 * Each order e-mail rendered from one template into its HTML and text parts. Every rendering is also written to
 * test-results/mails/<name>.html, to be looked at (and screenshot) in a browser.
 */

const ORDER: OrderMailOrder = {
  number: 'ORD-1764160000000-A1B2C3',
  url: 'http://shop.test/ordershow/ORD-1764160000000-A1B2C3',
  customerName: 'Kamal Silva',
  paymentMethod: 'cod',
  items: [
    { name: 'Ceylon Black Tea', quantity: 2, unitPrice: 125050, lineTotal: 250100, imageUrl: 'http://shop.test/uploads/tea.png' },
    { name: 'Cinnamon <Sticks> & Bark', quantity: 1, unitPrice: 45000, lineTotal: 45000, imageUrl: null },
  ],
  subtotal: 295100,
  discount: 29510,
  couponCode: 'AVURUDU10',
  deliveryFee: 1000,
  total: 266590,
  address: { name: 'Kamal Silva', mobile: '0771234567', addressLine: '12 Galle Road', city: 'Colombo', state: 'Western', pincode: '00300', country: 'Sri Lanka' },
};
const CARD = { ...ORDER, paymentMethod: 'card' as const };

const MAILS: [name: string, facts: OrderMailFacts, subject: string, says: string[]][] = [
  ['placed-cod', { kind: 'placed', order: ORDER }, `Your Lanka Shop order ${ORDER.number} has been placed`, ['please have Rs. 2,665.90 ready', 'Payment: Cash on delivery']],
  ['placed-card', { kind: 'placed', order: CARD }, `Your Lanka Shop order ${ORDER.number} has been placed`, ['You pay Rs. 2,665.90 by card', 'Payment: Card']],
  [
    'paid',
    { kind: 'paid', order: CARD, amount: 266590, receiptUrl: 'http://shop.test/payment/receipt/pi_test_1' },
    `Payment of Rs. 2,665.90 received for order ${ORDER.number}`,
    ['We received your card payment of Rs. 2,665.90', 'Your receipt: http://shop.test/payment/receipt/pi_test_1'],
  ],
  [
    'paid-cod',
    { kind: 'paid', order: ORDER, amount: 266590, receiptUrl: `http://shop.test/api/order/${ORDER.number}/invoice` },
    `Payment of Rs. 2,665.90 received for order ${ORDER.number}`,
    ['We received your cash payment of Rs. 2,665.90', `Your receipt: http://shop.test/api/order/${ORDER.number}/invoice`],
  ],
  [
    'shipped',
    { kind: 'shipped', order: ORDER, courier: 'Domex', trackingNumber: 'DX-778812345', trackingUrl: 'https://domex.lk/track?n=DX-778812345' },
    `Your order ${ORDER.number} is on its way`,
    ['Courier: Domex', 'Tracking number: DX-778812345 https://domex.lk/track?n=DX-778812345', 'Please have Rs. 2,665.90 ready for the courier.'],
  ],
  ['delivered', { kind: 'delivered', order: CARD }, `Your order ${ORDER.number} has been delivered`, ['Your order has been delivered.']],
  [
    'cancelled-unpaid-card',
    { kind: 'cancelled', order: CARD, money: 'nothing_charged', refundedAmount: 0, reason: 'unpaid', holdMinutes: 30 },
    `Your order ${ORDER.number} was cancelled`,
    ['it was not paid within 30 minutes', 'Nothing was charged for this order.'],
  ],
  [
    'cancelled-cod',
    { kind: 'cancelled', order: ORDER, money: 'nothing_to_pay', refundedAmount: 0, reason: 'shopper' },
    `Your order ${ORDER.number} was cancelled`,
    ['You cancelled your order', 'You pay nothing: the order was to be paid in cash on delivery.'],
  ],
  [
    'cancelled-paid-card',
    { kind: 'cancelled', order: CARD, money: 'refund_follows', refundedAmount: 0, reason: 'shop' },
    `Your order ${ORDER.number} was cancelled`,
    ['we had to cancel your order', 'You paid Rs. 2,665.90 for this order: a refund will follow'],
  ],
  [
    'cancelled-refunded',
    { kind: 'cancelled', order: CARD, money: 'refunded', refundedAmount: 266590, reason: 'shop' },
    `Your order ${ORDER.number} was cancelled`,
    ['Your payment has been refunded (Rs. 2,665.90).'],
  ],
  [
    'refunded',
    { kind: 'refunded', order: CARD, amount: 45000, reason: 'Cinnamon out of stock', refundedTotal: 45000 },
    `Refund of Rs. 450.00 for order ${ORDER.number}`,
    ['We have refunded Rs. 450.00 for order', 'Reason: Cinnamon out of stock', 'back to the card you paid with'],
  ],
];

const OUT = path.resolve('test-results/mails');

describe('order e-mails', () => {
  it.each(MAILS)('%s: subject, text and HTML from one template', async (name, facts, subject, says) => {
    expect(orderMailSubject(facts)).toBe(subject);
    const { html, text } = await renderOrderMail(facts);
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, `${name}.html`), html);

    // Both parts: the shop, the subject, the greeting, the event's own lines, the items and amounts, the address, the link.
    const common = [
      'Lanka Shop',
      subject,
      'Hello Kamal Silva,',
      'Ceylon Black Tea, 2 × Rs. 1,250.50',
      'Rs. 2,501.00',
      'Cinnamon <Sticks> & Bark, 1 × Rs. 450.00',
      'Discount (AVURUDU10)',
      'Rs. 295.10',
      'Delivery fee',
      'Rs. 10.00',
      'Rs. 2,665.90',
      '12 Galle Road',
      'Colombo, Western 00300',
      'Sri Lanka',
      'Phone: 0771234567',
    ];
    for (const line of [...common, ...says]) expect(text).toContain(line);
    expect(text).toContain(`View your order ${ORDER.number} ${ORDER.url}`);

    // The HTML's words without its tags: links keep their text, not their address.
    const htmlText = html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
    for (const line of [...common, ...says.map((said) => said.replace(/ https?:\S+/, ''))]) expect(htmlText).toContain(line);
    expect(html).toContain(`href="${ORDER.url}"`);
    expect(html).toContain('src="http://shop.test/uploads/tea.png"');
    // Text from the order is escaped: never markup.
    expect(html).not.toContain('<Sticks>');
    expect(text).not.toContain('tea.png');
  });
});

describe("order e-mails in the shopper's language", () => {
  const SINHALA = /[\u0D80-\u0DFF]/;
  const TAMIL = /[\u0B80-\u0BFF]/;
  // English sentences of the English mails: none may be left in a translated one.
  const ENGLISH = /Hello|Thank you|Your order|View your|Subtotal|Delivery|Payment:|Phone:|Courier:|Tracking|refund|cancel/;

  it.each(MAILS)('%s: Sinhala and Tamil, subject and both parts', async (name, englishFacts) => {
    for (const [locale, script, other] of [
      ['si', SINHALA, TAMIL],
      ['ta', TAMIL, SINHALA],
    ] as const) {
      const facts = { ...englishFacts, locale };
      const subject = orderMailSubject(facts);
      expect(subject).toMatch(script);
      expect(subject).toContain(ORDER.number);
      const { html, text } = await renderOrderMail(facts);
      mkdirSync(OUT, { recursive: true });
      writeFileSync(path.join(OUT, `${name}.${locale}.html`), html);
      expect(html).toContain(`<html dir="ltr" lang="${locale}">`);
      expect(text).toContain(subject);
      expect(text).toContain(locale === 'si' ? 'ආයුබෝවන් Kamal Silva,' : 'வணக்கம் Kamal Silva,');
      // Amounts as the language writes rupees; the shop's name, the order's own words and links as they are.
      expect(text).toContain(formatRs(cents(ORDER.total), locale));
      expect(text).not.toContain('Rs. 2,665.90');
      for (const kept of ['Lanka Shop', 'Ceylon Black Tea', 'Cinnamon <Sticks> & Bark', 'AVURUDU10', '12 Galle Road', '0771234567', ORDER.url]) {
        expect(text).toContain(kept);
      }
      expect(text).not.toMatch(ENGLISH);
      expect(text).not.toMatch(other);
      expect(html).not.toContain('<Sticks>');
    }
  });

  it('a Sinhala cash-on-delivery order says what to have ready, in Sinhala', async () => {
    const facts: OrderMailFacts = { kind: 'placed', order: ORDER, locale: 'si' };
    expect(orderMailSubject(facts)).toBe(`ඔබේ Lanka Shop ඇණවුම ${ORDER.number} සාර්ථකව ලැබුණි`);
    const { text } = await renderOrderMail(facts);
    expect(text).toContain('කුරියර් නියෝජිතයා පැමිණෙන විට කරුණාකර රු. 2,665.90 සූදානම්ව තබා ගන්න.');
    expect(text).toContain('ගෙවීමේ ක්‍රමය: භාණ්ඩ ලැබුණු විට මුදල් ගෙවීම');
    expect(text).toContain('වට්ටම (AVURUDU10)');
  });

  it('facts stored without a language (before there were any) are English', async () => {
    const facts: OrderMailFacts = { kind: 'delivered', order: CARD };
    expect(orderMailSubject(facts)).toBe(`Your order ${ORDER.number} has been delivered`);
    expect(orderMailSubject({ ...facts, locale: 'en' })).toBe(orderMailSubject(facts));
    expect(await renderOrderMail({ ...facts, locale: 'en' })).toEqual(await renderOrderMail(facts));
  });
});
