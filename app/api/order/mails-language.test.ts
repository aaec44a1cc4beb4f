import { afterAll, describe, expect, it } from 'vitest';
import { deliverPendingMails } from '@/lib/mail/outbox-sender';
import { resetMailTransport } from '@/lib/mail/send-mail';
import { enqueueOrderMail } from '@/lib/orders/order-mails';
import { orderSelect, toOrder } from '@/lib/orders/order-select';
import { cents } from '@/lib/money';
import { addToCart, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { startTestSmtp } from '@/tests/smtp';

/**
 * The order e-mails in the shopper's language (users.locale at the event), read from a real SMTP server: a Sinhala
 * shopper's mail is Sinhala throughout and links the Sinhala order page; an English shopper's is as it always was.
 */

const smtp = await startTestSmtp();
const { prisma, category } = await setupOrdersTest({ smtpUrl: smtp.url });
afterAll(async () => {
  resetMailTransport();
  await smtp.close();
});

const APP = 'http://shop.test';

async function placeTeaOrder(language: string, name: string) {
  const shopper = await makeShopper(prisma, name);
  await prisma.user.update({ where: { id: shopper.id }, data: { locale: language } });
  const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '1250.50', stock: 50 });
  await prisma.product.update({ where: { id: tea.id }, data: { translations: { ta: { name: 'சிலோன் கருப்பு தேநீர்' } } } });
  await addToCart(prisma, shopper.id, tea.id, 2);
  const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, paymentMethod: 'cod' });
  expect(reply.status).toBe(201);
  await deliverPendingMails();
  const mails = smtp.mailsTo(shopper.email);
  expect(mails).toHaveLength(1);
  return { mail: mails[0]!, order: reply.body.data as { _id: string; orderId: string } };
}

describe("order mails in the shopper's language", () => {
  it('a Sinhala shopper: Sinhala subject and text, rupees as Sinhala writes them, the Sinhala order page', async () => {
    const { mail, order } = await placeTeaOrder('si', 'Sinhala Shopper');
    expect(mail.subject).toBe(`ඔබේ Lanka Shop ඇණවුම ${order.orderId} සාර්ථකව ලැබුණි`);
    for (const line of [
      'ආයුබෝවන් Sinhala Shopper,',
      'කුරියර් නියෝජිතයා පැමිණෙන විට කරුණාකර රු. 2,511.00 සූදානම්ව තබා ගන්න.',
      'Ceylon Black Tea, 2 × රු. 1,250.50',
      'උප එකතුව:',
      'ගෙවීමේ ක්‍රමය: භාණ්ඩ ලැබුණු විට මුදල් ගෙවීම',
      `${APP}/si/ordershow/${order.orderId}`,
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toMatch(/Hello|Thank you|Subtotal|Payment:|Rs\. /);
    expect(mail.html).toContain(`lang="si"`);
    const [row] = await prisma.orderMail.findMany({ where: { orderId: order._id } });
    expect(row!.facts).toMatchObject({ locale: 'si', kind: 'placed' });
  });

  it('a Tamil shopper: Tamil, the items named as the product was in Tamil when ordered', async () => {
    const { mail, order } = await placeTeaOrder('ta', 'Tamil Shopper');
    expect(mail.subject).toBe(`உங்கள் Lanka Shop ஆர்டர் ${order.orderId} பதிவுசெய்யப்பட்டது`);
    expect(mail.text).toContain('வணக்கம் Tamil Shopper,');
    expect(mail.text).toContain(`${APP}/ta/ordershow/${order.orderId}`);
    expect(mail.text).toContain('சிலோன் கருப்பு தேநீர், 2 × ரூ. 1,250.50');
    expect(mail.text).not.toContain('Ceylon Black Tea');
  });

  it("links the shop's own receipt page in the shopper's language, and another site's receipt as it is", async () => {
    const { order } = await placeTeaOrder('si', 'Receipt Shopper');
    const placed = toOrder(await prisma.order.findUniqueOrThrow({ where: { id: order._id }, select: orderSelect }));
    const paidMailLink = async (receiptUrl: string) => {
      const paidMail = { orderId: order._id, dedupeKey: { startsWith: 'paid:' } };
      await prisma.orderMail.deleteMany({ where: paidMail });
      await enqueueOrderMail(prisma, placed, { kind: 'paid', amount: cents(251100), receiptUrl });
      const row = await prisma.orderMail.findFirstOrThrow({ where: paidMail });
      return (row.facts as { receiptUrl: string }).receiptUrl;
    };
    expect(await paidMailLink(`${APP}/payment/receipt/pi_test_1`)).toBe(`${APP}/si/payment/receipt/pi_test_1`);
    expect(await paidMailLink('https://pay.stripe.com/receipts/acct_1/ch_1')).toBe('https://pay.stripe.com/receipts/acct_1/ch_1');
  });

  it('an English shopper: the mail as before, its facts without a language', async () => {
    const { mail, order } = await placeTeaOrder('en', 'English Shopper');
    expect(mail.subject).toBe(`Your Lanka Shop order ${order.orderId} has been placed`);
    expect(mail.text).toContain('Hello English Shopper,');
    expect(mail.text).toContain('please have Rs. 2,511.00 ready when the courier arrives');
    expect(mail.text).toContain(`View your order ${order.orderId} ${APP}/ordershow/${order.orderId}`);
    const [row] = await prisma.orderMail.findMany({ where: { orderId: order._id } });
    expect(row!.facts).not.toHaveProperty('locale');
  });
});
