import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { SHOP_CONTACT } from '@/lib/contact/shop-contact';
import { localDay } from '@/lib/i18n/dates';
import {
  CANCELLED_NOT_TO_PACK,
  CANCELLED_UNPAID,
  CARD_NOT_PAID_TO_PACK,
  NOT_PAID_YET,
} from '@/lib/orders/invoice-pdf';
import { buildRequest, call, type CallOptions, expectRefused } from '@/tests/api';
import { addToCart, makeAddress, makeCoupon, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { GET as invoiceRoute } from './[id]/invoice/route';
import { GET as packingSlipRoute } from './[id]/packing-slip/route';

/**
 * GET /api/order/{id}/invoice (the owner or an admin, paid orders) and GET /api/order/{id}/packing-slip (admin, orders
 * to pack): PDF downloads, read back with a PDF text extractor.
 */

const { prisma, admin, shopper, category } = await setupOrdersTest();
const other = await makeShopper(prisma, 'Other Shopper');
const address = await makeAddress(prisma, shopper.id, { addressLine: '12 Galle Road, Kollupitiya' });
const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '250.00', unit: '400 g', stock: 100 });
const rice = await makeStockedProduct(prisma, category.id, { name: 'Red Kekulu Rice', price: '1250.50', unit: '5 kg', stock: 100 });
const coupon = await makeCoupon(prisma, { discountPercent: 10 });

type Placed = { _id: string; orderId: string };
type OrderState = { paymentStatus?: 'pending' | 'completed' | 'failed'; deliveryStatus?: 'pending' | 'shipped' | 'delivered' | 'cancelled' };

/** A cart order of `lines` by `session`, then put straight into `state` (as the gateway or an admin would). */
async function orderOf(
  session: { id: string; token: string },
  addressId: string,
  lines: [string, number][],
  body: { paymentMethod: 'card' | 'cod'; couponCode?: string },
  state: OrderState = {},
): Promise<Placed> {
  for (const [productId, quantity] of lines) await addToCart(prisma, session.id, productId, quantity);
  const reply = await placeOrder(session, { delivery_address: addressId, ...body });
  expect(reply.status).toBe(201);
  const placed = reply.body.data as Placed;
  await prisma.order.update({ where: { id: placed._id }, data: state });
  return placed;
}

const paidCard = await orderOf(shopper, address.id, [[tea.id, 2], [rice.id, 1]], { paymentMethod: 'card', couponCode: coupon.code }, { paymentStatus: 'completed' });
const unpaidCard = await orderOf(shopper, address.id, [[tea.id, 1]], { paymentMethod: 'card' });
const pendingCod = await orderOf(shopper, address.id, [[rice.id, 3]], { paymentMethod: 'cod' });
const deliveredCod = await orderOf(shopper, address.id, [[tea.id, 4]], { paymentMethod: 'cod' }, { deliveryStatus: 'delivered' });
const uncollectedCod = await orderOf(shopper, address.id, [[tea.id, 1]], { paymentMethod: 'cod' }, { deliveryStatus: 'delivered', paymentStatus: 'failed' });
const cancelledUnpaid = await orderOf(shopper, address.id, [[tea.id, 1]], { paymentMethod: 'cod' }, { deliveryStatus: 'cancelled' });
const cancelledPaid = await orderOf(shopper, address.id, [[rice.id, 1]], { paymentMethod: 'card' }, { paymentStatus: 'completed', deliveryStatus: 'cancelled' });
const othersPaid = await orderOf(other, other.address.id, [[tea.id, 1]], { paymentMethod: 'card' }, { paymentStatus: 'completed' });

const routes = { invoice: invoiceRoute, 'packing-slip': packingSlipRoute };
type Paper = keyof typeof routes;

const pathOf = (paper: Paper, id: string) => `/api/order/${encodeURIComponent(id)}/${paper}`;

/** A download's raw reply: status, headers and the bytes. */
async function download(paper: Paper, id: string, options: CallOptions) {
  const response = await routes[paper](buildRequest('GET', pathOf(paper, id), options), { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A refusal's JSON reply. */
const refusal = (paper: Paper, id: string, options: CallOptions) => call(routes[paper], 'GET', pathOf(paper, id), options, { id });

/** Downloads a PDF (expecting 200 and the download's headers) and reads its text: lines of one page after the other. */
async function pdfOf(paper: Paper, id: string, options: CallOptions, fileNumber: string) {
  const reply = await download(paper, id, options);
  expect(reply.status).toBe(200);
  expect(reply.headers.get('content-type')).toBe('application/pdf');
  expect(reply.headers.get('content-disposition')).toBe(`attachment; filename="${paper}-${fileNumber}.pdf"`);
  expect(reply.headers.get('cache-control')).toBe('private, no-store');
  expect(new TextDecoder().decode(reply.bytes.slice(0, 5))).toBe('%PDF-');
  // pdf.js takes the buffer it is given (detached): it reads a copy.
  const { totalPages, text } = await extractText(await getDocumentProxy(reply.bytes.slice()), { mergePages: true });
  return { bytes: reply.bytes, pages: totalPages, text, lines: text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim()) };
}

describe('GET /api/order/{id}/invoice', () => {
  it('gives the owner the invoice of a paid card order: shop, order, addresses, items, discount, fee and total in LKR', async () => {
    const { pages, text, lines } = await pdfOf('invoice', paidCard._id, { token: shopper.token }, paidCard.orderId);
    expect(pages).toBe(1);
    for (const part of [
      'Lanka Shop',
      'INVOICE',
      SHOP_CONTACT.company,
      SHOP_CONTACT.address,
      SHOP_CONTACT.phone,
      SHOP_CONTACT.email,
      `Order number: ${paidCard.orderId}`,
      'Payment: Card, paid',
      'Bill to',
      shopper.email,
      'Deliver to',
      '12 Galle Road, Kollupitiya',
      'Colombo, Western 00300',
      'Phone: 0771234567',
    ]) {
      expect(text).toContain(part);
    }
    const placedOn = await prisma.order.findUniqueOrThrow({ where: { id: paidCard._id }, select: { createdAt: true } });
    const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Colombo', day: 'numeric', month: 'long', year: 'numeric' }).format(placedOn.createdAt);
    expect(lines).toContain(`Order date: ${day}`);
    // Each item's row: name, unit, quantity, unit price, line total.
    expect(lines).toContain('Item Unit Qty Unit price Amount');
    expect(lines).toContain('Ceylon Black Tea 400 g 2 Rs. 250.00 Rs. 500.00');
    expect(lines).toContain('Red Kekulu Rice 5 kg 1 Rs. 1,250.50 Rs. 1,250.50');
    expect(lines).toContain('Subtotal Rs. 1,750.50');
    expect(lines).toContain(`Coupon discount (${coupon.code}) - Rs. 175.05`);
    expect(lines).toContain('Delivery fee Rs. 10.00');
    expect(lines).toContain('Total (LKR) Rs. 1,585.45');
    expect(text).not.toContain('Cancelled');
    expect(lines).toContain(`Invoice ${paidCard.orderId} · page 1 of 1`);
  });

  it('is the same PDF for the owner’s cookie session (the page’s link sends no CSRF header)', async () => {
    const { text } = await pdfOf('invoice', paidCard.orderId, { cookies: { ...shopper, csrfHeader: false } }, paidCard.orderId);
    expect(text).toContain('Total (LKR) Rs. 1,585.45');
  });

  it('gives an admin anyone’s invoice, by _id or ORD- number', async () => {
    const { text } = await pdfOf('invoice', othersPaid.orderId, { token: admin.token }, othersPaid.orderId);
    expect(text).toContain(other.email);
    expect(text).toContain('Ceylon Black Tea');
    await pdfOf('invoice', paidCard._id, { token: admin.token }, paidCard.orderId);
  });

  it('counts cash on delivery as paid once delivered', async () => {
    const { text, lines } = await pdfOf('invoice', deliveredCod._id, { token: shopper.token }, deliveredCod.orderId);
    expect(lines).toContain('Payment: Cash on delivery, paid on delivery');
    expect(lines).toContain('Ceylon Black Tea 400 g 4 Rs. 250.00 Rs. 1,000.00');
    expect(text).not.toContain('Coupon discount');
    expect(lines).toContain('Total (LKR) Rs. 1,010.00');
  });

  it('keeps the invoice of a paid order that was cancelled, saying so', async () => {
    const { lines } = await pdfOf('invoice', cancelledPaid._id, { token: shopper.token }, cancelledPaid.orderId);
    expect(lines).toContain('Order status: Cancelled');
    expect(lines).toContain('Total (LKR) Rs. 1,260.50');
  });

  it.each([
    ['an unpaid card order', () => unpaidCard, NOT_PAID_YET],
    ['a cash-on-delivery order not delivered yet', () => pendingCod, NOT_PAID_YET],
    ['a delivered cash-on-delivery order whose payment failed', () => uncollectedCod, NOT_PAID_YET],
    ['an order cancelled before it was paid', () => cancelledUnpaid, CANCELLED_UNPAID],
  ])('answers 409 for %s, to the owner and to an admin', async (_label, order, message) => {
    expectRefused(await refusal('invoice', order()._id, { token: shopper.token }), 409, message);
    expectRefused(await refusal('invoice', order().orderId, { token: admin.token }), 409, message);
  });

  it.each([
    ['another shopper’s order by _id', () => othersPaid._id],
    ['another shopper’s order by its ORD- number', () => othersPaid.orderId],
    ['an unknown id', () => 'no-such-order'],
    ['an unknown ORD- number', () => 'ORD-0-000000'],
  ])('answers 404 "Order not found" for %s', async (_label, id) => {
    expectRefused(await refusal('invoice', id(), { token: shopper.token }), 404, 'Order not found');
  });

  it('answers 404 to an admin for an unknown id', async () => {
    expectRefused(await refusal('invoice', 'no-such-order', { token: admin.token }), 404, 'Order not found');
  });

  it('refuses a guest (401)', async () => {
    expectRefused(await refusal('invoice', paidCard._id, {}), 401, 'Please log in to continue');
  });

  it('runs over pages with the header repeated on each', async () => {
    const many = await Promise.all(
      Array.from({ length: 40 }, (_, index) => makeStockedProduct(prisma, category.id, { name: `Spice No. ${index + 1}`, price: '20.00' })),
    );
    const order = await orderOf(shopper, address.id, many.map((product): [string, number] => [product.id, 1]), { paymentMethod: 'card' }, { paymentStatus: 'completed' });
    const { pages, lines } = await pdfOf('invoice', order._id, { token: shopper.token }, order.orderId);
    expect(pages).toBe(2);
    expect(lines.filter((line) => line === 'Item Unit Qty Unit price Amount')).toHaveLength(2);
    for (let index = 1; index <= 40; index += 1) expect(lines).toContain(`Spice No. ${index} piece 1 Rs. 20.00 Rs. 20.00`);
    expect(lines).toContain('Total (LKR) Rs. 810.00');
    expect(lines).toContain(`Invoice ${order.orderId} · page 1 of 2`);
    expect(lines).toContain(`Invoice ${order.orderId} · page 2 of 2`);
  });
});

/**
 * Sinhala and Tamil shoppers: their names, addresses and the items' names are drawn in their scripts (embedded Noto
 * faces, never '?'), the invoice in the shopper's language (users.locale), the packing slip in the shop's (English).
 * A PDF reader gives shaped Sinhala and Tamil back in drawing order (a vowel sign before its consonant, a conjunct's
 * parts apart, a space at each change of font), so the text read back is compared by its letters in order, without
 * vowel signs, joiners and spaces; how it looks was checked by eye (docs/decisions.md, Invoices and packing slips).
 */
const lettersOf = (text: string) => text.normalize('NFC').replace(/[\p{M}\u200c\u200d\s]/gu, '');

/** A paper's text by its letters (lettersOf), all its lines in one. */
async function lettersOfPdf(paper: Paper, id: string, options: CallOptions, fileNumber: string) {
  const { bytes, text } = await pdfOf(paper, id, options, fileNumber);
  return { bytes, text: lettersOf(text) };
}

/** Whether the PDF embeds a face of this name (as a subset, 'ABCDEF+NotoSansSinhala-Regular'). */
const embeds = (bytes: Uint8Array, face: string) => new TextDecoder('latin1').decode(bytes).includes(`+${face}`);

const kiriBath = await makeStockedProduct(prisma, category.id, { name: 'Kiri Bath', price: '150.00', unit: 'plate' });
await prisma.product.update({ where: { id: kiriBath.id }, data: { translations: { si: { name: 'කිරිබත්' }, ta: { name: 'பால் சோறு' } } } });
const sinhala = await makeShopper(prisma, 'තරුෂි පෙරේරා');
await prisma.user.update({ where: { id: sinhala.id }, data: { locale: 'si' } });
const sinhalaAddress = await makeAddress(prisma, sinhala.id, { name: 'තරුෂි පෙරේරා', addressLine: 'නො. 12, ගාලු පාර', city: 'කොළඹ', state: 'බස්නාහිර' });
const tamil = await makeShopper(prisma, 'குமார் ராஜா');
await prisma.user.update({ where: { id: tamil.id }, data: { locale: 'ta' } });
const tamilAddress = await makeAddress(prisma, tamil.id, { name: 'குமார் ராஜா', addressLine: 'இல. 12, காலி வீதி', city: 'யாழ்ப்பாணம்', state: 'வடக்கு' });
const paid = { paymentStatus: 'completed' } as const;
const sinhalaOrder = await orderOf(sinhala, sinhalaAddress.id, [[kiriBath.id, 2], [tea.id, 1]], { paymentMethod: 'card' }, paid);
const tamilOrder = await orderOf(tamil, tamilAddress.id, [[kiriBath.id, 1]], { paymentMethod: 'card' }, paid);

describe('papers in Sinhala and Tamil', () => {
  it('gives a Sinhala shopper the invoice in Sinhala: labels, address, item names, rupees and the day', async () => {
    const { bytes, text } = await lettersOfPdf('invoice', sinhalaOrder._id, { token: sinhala.token }, sinhalaOrder.orderId);
    const placed = await prisma.order.findUniqueOrThrow({ where: { id: sinhalaOrder._id }, select: { createdAt: true } });
    for (const part of ['ඉන්වොයිසිය', 'බිල්පත ලබන්නා', 'බෙදාහරින ලිපිනය', 'තරුෂි පෙරේරා', 'නො. 12, ගාලු පාර', 'කොළඹ, බස්නාහිර 00300']) {
      expect(text).toContain(lettersOf(part));
    }
    for (const line of [
      `ඇණවුම් අංකය: ${sinhalaOrder.orderId}`,
      `ඇණවුම් දිනය: ${localDay(placed.createdAt, 'si')}`,
      'ගෙවීම: කාඩ්පත, ගෙවා ඇත',
      'භාණ්ඩය ඒකකය ගණන ඒකක මිල මුදල',
      'කිරිබත් plate 2 රු. 150.00 රු. 300.00',
      'Ceylon Black Tea 400 g 1 රු. 250.00 රු. 250.00',
      'මුළු එකතුව (රු.) රු. 560.00',
      `ඉන්වොයිසිය ${sinhalaOrder.orderId} · පිටුව 1 / 1`,
    ]) {
      expect(text).toContain(lettersOf(line));
    }
    expect(text).not.toContain('?');
    expect(embeds(bytes, 'NotoSansSinhala-Regular')).toBe(true);
    expect(embeds(bytes, 'NotoSansTamil-Regular')).toBe(false);
  });

  it('gives a Tamil shopper the invoice in Tamil, and an admin the same paper', async () => {
    for (const token of [tamil.token, admin.token]) {
      const { bytes, text } = await lettersOfPdf('invoice', tamilOrder._id, { token }, tamilOrder.orderId);
      for (const part of ['விலைப்பட்டியல்', 'குமார் ராஜா', 'இல. 12, காலி வீதி', 'யாழ்ப்பாணம், வடக்கு 00300']) expect(text).toContain(lettersOf(part));
      for (const line of ['பால் சோறு plate 1 ரூ. 150.00 ரூ. 150.00', 'மொத்தம் (ரூ.) ரூ. 160.00', `விலைப்பட்டியல் ${tamilOrder.orderId} · பக்கம் 1 / 1`]) {
        expect(text).toContain(lettersOf(line));
      }
      expect(text).not.toContain('?');
      expect(embeds(bytes, 'NotoSansTamil-Regular')).toBe(true);
    }
  });

  it('gives the packer the slip in English with the Sinhala and Tamil addresses in their scripts', async () => {
    const slip = await pdfOf('packing-slip', sinhalaOrder._id, { token: admin.token }, sinhalaOrder.orderId);
    for (const part of ['PACKING SLIP', 'Deliver to', 'Phone: 0771234567']) expect(slip.text).toContain(part);
    expect(slip.lines).toContain('Kiri Bath plate 2');
    for (const part of ['තරුෂි පෙරේරා', 'නො. 12, ගාලු පාර', 'කොළඹ, බස්නාහිර 00300']) expect(lettersOf(slip.text)).toContain(lettersOf(part));
    const tamilSlip = await pdfOf('packing-slip', tamilOrder._id, { token: admin.token }, tamilOrder.orderId);
    for (const part of ['குமார் ராஜா', 'இல. 12, காலி வீதி', 'யாழ்ப்பாணம், வடக்கு 00300']) expect(lettersOf(tamilSlip.text)).toContain(lettersOf(part));
    expect(`${slip.text}${tamilSlip.text}`).not.toContain('?');
  });
});

describe('GET /api/order/{id}/packing-slip', () => {
  it('gives an admin the packing slip: order, date, delivery address and phone, items with units and quantities, no prices', async () => {
    const { pages, text, lines } = await pdfOf('packing-slip', paidCard._id, { token: admin.token }, paidCard.orderId);
    expect(pages).toBe(1);
    for (const part of ['Lanka Shop', 'PACKING SLIP', `Order number: ${paidCard.orderId}`, 'Deliver to', 'Kamal Silva', '12 Galle Road, Kollupitiya', 'Phone: 0771234567']) {
      expect(text).toContain(part);
    }
    expect(lines.filter((line) => /^Order date: \d{1,2} [A-Z][a-z]+ \d{4}$/.test(line))).toHaveLength(1);
    expect(lines).toContain('Packed Item Unit Qty');
    expect(lines).toContain('Ceylon Black Tea 400 g 2');
    expect(lines).toContain('Red Kekulu Rice 5 kg 1');
    expect(lines).toContain('2 lines, 3 items in all');
    expect(lines).toContain(`Packing slip ${paidCard.orderId} · page 1 of 1`);
    expect(text).not.toMatch(/Rs\.|LKR|250|1,250|Total|Subtotal|Coupon|Delivery fee/);
  });

  it('is there for cash on delivery before it is paid, and by ORD- number', async () => {
    const { lines } = await pdfOf('packing-slip', pendingCod.orderId, { token: admin.token }, pendingCod.orderId);
    expect(lines).toContain('Payment: Cash on delivery');
    expect(lines).toContain('Red Kekulu Rice 5 kg 3');
  });

  it.each([
    ['a cancelled order', () => cancelledUnpaid, CANCELLED_NOT_TO_PACK],
    ['a cancelled paid order', () => cancelledPaid, CANCELLED_NOT_TO_PACK],
    ['a card order not paid yet', () => unpaidCard, CARD_NOT_PAID_TO_PACK],
  ])('answers 409 for %s', async (_label, order, message) => {
    expectRefused(await refusal('packing-slip', order()._id, { token: admin.token }), 409, message);
  });

  it('answers 404 for an unknown id', async () => {
    expectRefused(await refusal('packing-slip', 'no-such-order', { token: admin.token }), 404, 'Order not found');
  });

  it('refuses the order’s own shopper (403) and a guest (401)', async () => {
    expectRefused(await refusal('packing-slip', paidCard._id, { token: shopper.token }), 403, 'Access denied! Admins only.');
    expectRefused(await refusal('packing-slip', paidCard._id, {}), 401, 'Please log in to continue');
  });
});
