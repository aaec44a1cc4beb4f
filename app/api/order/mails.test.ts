import { afterAll, describe, expect, it } from 'vitest';
import { deliverPendingMails } from '@/lib/mail/outbox-sender';
import { resetMailTransport } from '@/lib/mail/send-mail';
import { cents } from '@/lib/money';
import { releaseExpiredHolds } from '@/lib/orders/holds';
import { enqueueOrderMail } from '@/lib/orders/order-mails';
import { storeImage } from '@/tests/catalog';
import { addToCart, makeShopper, makeStockedProduct, placeOrder, setupOrdersTest } from '@/tests/orders';
import { confirmPayment, createIntent, updateOrder } from '@/tests/payments';
import { startTestSmtp } from '@/tests/smtp';

/**
 * The order e-mails (issue 18, item 1), read from a real SMTP server: each event's mail with its content in both parts,
 * stored in the event's transaction and sent after it by the outbox's sender, once, whatever repeats or fails.
 */

const smtp = await startTestSmtp();
const { prisma, admin, category } = await setupOrdersTest({ smtpUrl: smtp.url });
afterAll(async () => {
  resetMailTransport();
  await smtp.close();
});

const APP = 'http://shop.test';
const PAYS = '4242 4242 4242 4242';
const asAdmin = { token: admin.token };
type Shopper = Awaited<ReturnType<typeof makeShopper>>;
type Placed = { _id: string; orderId: string };

const mailsOf = (orderId: string) => prisma.orderMail.findMany({ where: { orderId }, orderBy: { createdAt: 'asc' } });

/** A cart order of 2 × Rs 1,250.50 tea (with its image) and 1 × Rs 450 cinnamon: Rs 2,951.00 + Rs 10 delivery. */
async function placeCartOrder(shopper: Shopper, paymentMethod: 'cod' | 'card' = 'cod'): Promise<Placed & { image: string }> {
  const image = storeImage();
  const tea = await makeStockedProduct(prisma, category.id, { name: 'Ceylon Black Tea', price: '1250.50', stock: 50, images: [image] });
  const cinnamon = await makeStockedProduct(prisma, category.id, { name: 'Cinnamon Sticks', price: '450.00', stock: 50 });
  await addToCart(prisma, shopper.id, tea.id, 2);
  await addToCart(prisma, shopper.id, cinnamon.id, 1);
  const reply = await placeOrder(shopper, { delivery_address: shopper.address.id, paymentMethod });
  expect(reply.status).toBe(201);
  return { ...(reply.body.data as Placed), image };
}

/** The one mail to `email` whose subject has `about`; fails unless exactly one arrived. */
function onlyMail(email: string, about: string) {
  const mails = smtp.mailsTo(email).filter((mail) => mail.subject.includes(about));
  expect(mails.map((mail) => mail.subject)).toHaveLength(1);
  return mails[0]!;
}

/** The HTML part's words, without tags and entities. */
const wordsOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function expectOrderContent(mail: { text: string; html: string }, order: Placed) {
  const link = `${APP}/ordershow/${order.orderId}`;
  for (const part of [mail.text, wordsOf(mail.html)]) {
    for (const line of [
      'Lanka Shop',
      'Ceylon Black Tea, 2 × Rs. 1,250.50',
      'Rs. 2,501.00',
      'Cinnamon Sticks, 1 × Rs. 450.00',
      'Subtotal:',
      'Rs. 2,951.00',
      'Delivery fee:',
      'Rs. 10.00',
      'Rs. 2,961.00',
      '12 Galle Road',
      'Colombo, Western 00300',
      'Phone: 0771234567',
      `View your order ${order.orderId}`,
    ]) {
      expect(part).toContain(line);
    }
  }
  expect(mail.text).toContain(link);
  expect(mail.html).toContain(`href="${link}"`);
}

describe('order placed', () => {
  it('cash on delivery: mailed once after the commit, with the amount to have ready, items, image, address and link', async () => {
    const shopper = await makeShopper(prisma, 'Mail Placed');
    const order = await placeCartOrder(shopper);
    const [row] = await mailsOf(order._id);
    expect(row).toMatchObject({ kind: 'placed', to: shopper.email, sentAt: null, attempts: 0, html: null, dedupeKey: `placed:${order._id}` });
    expect(smtp.mailsTo(shopper.email)).toEqual([]);

    expect(await deliverPendingMails()).toBeGreaterThanOrEqual(1);
    const mail = onlyMail(shopper.email, 'has been placed');
    expect(mail.subject).toBe(`Your Lanka Shop order ${order.orderId} has been placed`);
    expectOrderContent(mail, order);
    for (const part of [mail.text, wordsOf(mail.html)]) {
      expect(part).toContain('please have Rs. 2,961.00 ready when the courier arrives');
      expect(part).toContain('Payment: Cash on delivery');
    }
    expect(mail.html).toContain(`src="${APP}${order.image}"`);
    expect(mail.messageId).toBe(`<order-mail-${row!.id}@shop.test>`);
    const sent = await prisma.orderMail.findUniqueOrThrow({ where: { id: row!.id } });
    expect(sent).toMatchObject({ attempts: 1, lastError: null, failedAt: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.html).toContain(order.orderId);

    // Nothing is due any more: another run sends nothing.
    await deliverPendingMails();
    expect(smtp.mailsTo(shopper.email)).toHaveLength(1);
  });
});

describe('payment received', () => {
  it('a card order paid through the gateway: the placed mail asks for the card, the paid mail carries the receipt link', async () => {
    const shopper = await makeShopper(prisma, 'Mail Paid');
    const order = await placeCartOrder(shopper, 'card');
    const intent = await createIntent({ orderId: order._id }, { token: shopper.token });
    const intentId = intent.body.paymentIntentId as string;
    expect((await confirmPayment({ paymentIntentId: intentId, cardNumber: PAYS }, { token: shopper.token })).status).toBe(200);
    await deliverPendingMails();

    expect(onlyMail(shopper.email, 'has been placed').text).toContain('You pay Rs. 2,961.00 by card');
    const paid = onlyMail(shopper.email, 'Payment of');
    expect(paid.subject).toBe(`Payment of Rs. 2,961.00 received for order ${order.orderId}`);
    expectOrderContent(paid, order);
    const receipt = `${APP}/payment/receipt/${intentId}`;
    expect(paid.text).toContain(`Your receipt: ${receipt}`);
    expect(paid.html).toContain(`href="${receipt}"`);
    expect(wordsOf(paid.html)).toContain('We received your card payment of Rs. 2,961.00');
  });
});

describe('shipped, delivered, cancelled', () => {
  it('shipping mails the courier and tracking number once; a corrected number mails again; delivered once', async () => {
    const shopper = await makeShopper(prisma, 'Mail Shipped');
    const order = await placeCartOrder(shopper);
    const ship = { delivery_status: 'shipped', courier: 'Domex', tracking_number: 'DX-778812345' };
    expect((await updateOrder(order._id, ship, asAdmin)).status).toBe(200);
    expect((await updateOrder(order._id, ship, asAdmin)).status).toBe(200);
    await deliverPendingMails();
    const shipped = onlyMail(shopper.email, 'is on its way');
    expect(shipped.subject).toBe(`Your order ${order.orderId} is on its way`);
    expectOrderContent(shipped, order);
    for (const part of [shipped.text, wordsOf(shipped.html)]) {
      expect(part).toContain('Courier: Domex');
      expect(part).toContain('Tracking number: DX-778812345');
      expect(part).toContain('Please have Rs. 2,961.00 ready for the courier.');
    }

    expect((await updateOrder(order._id, { ...ship, tracking_number: 'DX-778812346' }, asAdmin)).status).toBe(200);
    expect((await updateOrder(order._id, { delivery_status: 'delivered' }, asAdmin)).status).toBe(200);
    expect((await updateOrder(order._id, { delivery_status: 'delivered', payment_status: 'completed' }, asAdmin)).status).toBe(200);
    await deliverPendingMails();
    const onItsWay = smtp.mailsTo(shopper.email).filter((mail) => mail.subject.includes('is on its way'));
    expect(onItsWay.map((mail) => mail.text.match(/Tracking number: (\S+)/)?.[1])).toEqual(['DX-778812345', 'DX-778812346']);
    const delivered = onlyMail(shopper.email, 'has been delivered');
    expect(delivered.subject).toBe(`Your order ${order.orderId} has been delivered`);
    expectOrderContent(delivered, order);
    // The admin marking the cash as taken: a payment mail whose receipt is the invoice.
    const paid = onlyMail(shopper.email, 'Payment of');
    expect(paid.text).toContain(`Your receipt: ${APP}/api/order/${order.orderId}/invoice`);
    expect(paid.text).toContain('We received your cash payment of Rs. 2,961.00');
  });

  it("the shopper's cancellation of a cash-on-delivery order: nothing to pay", async () => {
    const shopper = await makeShopper(prisma, 'Mail Cancelled');
    const order = await placeCartOrder(shopper);
    expect((await updateOrder(order._id, { delivery_status: 'cancelled' }, { token: shopper.token })).status).toBe(200);
    await deliverPendingMails();
    const mail = onlyMail(shopper.email, 'was cancelled');
    expect(mail.subject).toBe(`Your order ${order.orderId} was cancelled`);
    expectOrderContent(mail, order);
    for (const part of [mail.text, wordsOf(mail.html)]) {
      expect(part).toContain('You cancelled your order, as you asked.');
      expect(part).toContain('You pay nothing: the order was to be paid in cash on delivery.');
    }
  });

  it("the shop's cancellation of a paid card order: a refund will follow", async () => {
    const shopper = await makeShopper(prisma, 'Mail Cancelled Paid');
    const order = await placeCartOrder(shopper, 'card');
    const intent = await createIntent({ orderId: order._id }, { token: shopper.token });
    expect((await confirmPayment({ paymentIntentId: intent.body.paymentIntentId, cardNumber: PAYS }, { token: shopper.token })).status).toBe(200);
    expect((await updateOrder(order._id, { delivery_status: 'cancelled' }, asAdmin)).status).toBe(200);
    await deliverPendingMails();
    const mail = onlyMail(shopper.email, 'was cancelled');
    expect(mail.text).toContain('We are sorry: we had to cancel your order.');
    expect(mail.text).toContain('You paid Rs. 2,961.00 for this order: a refund will follow');
  });

  it('the hold sweep cancelling an unpaid card order: nothing was charged', async () => {
    const shopper = await makeShopper(prisma, 'Mail Expired');
    const order = await placeCartOrder(shopper, 'card');
    expect(await releaseExpiredHolds(new Date(Date.now() + 31 * 60_000))).toBeGreaterThanOrEqual(1);
    await deliverPendingMails();
    const mail = onlyMail(shopper.email, 'was cancelled');
    expectOrderContent(mail, order);
    expect(mail.text).toContain('it was not paid within 30 minutes');
    expect(mail.text).toContain('Nothing was charged for this order.');
  });
});

describe('refund issued', () => {
  it('enqueued by the refund with its amount and reason; the same refund enqueued again is one mail', async () => {
    const shopper = await makeShopper(prisma, 'Mail Refund');
    const order = await placeCartOrder(shopper, 'card');
    const refund = { kind: 'refunded' as const, refundId: 'refund-1', amount: cents(45000), reason: 'Cinnamon out of stock' };
    await prisma.$transaction(async (tx) => {
      await enqueueOrderMail(tx, order._id, refund);
      await enqueueOrderMail(tx, order._id, refund);
    });
    await prisma.$transaction((tx) => enqueueOrderMail(tx, order._id, refund));
    expect((await mailsOf(order._id)).filter((row) => row.kind === 'refunded')).toHaveLength(1);
    await Promise.all([deliverPendingMails(), deliverPendingMails()]);
    const mail = onlyMail(shopper.email, 'Refund of');
    expect(mail.subject).toBe(`Refund of Rs. 450.00 for order ${order.orderId}`);
    expectOrderContent(mail, order);
    for (const part of [mail.text, wordsOf(mail.html)]) {
      expect(part).toContain(`We have refunded Rs. 450.00 for order ${order.orderId}. Reason: Cinnamon out of stock`);
    }
  });
});

describe('exactly once', () => {
  it('a transaction that rolls back after enqueueing mails nothing', async () => {
    const shopper = await makeShopper(prisma, 'Mail Rollback');
    const order = await placeCartOrder(shopper);
    await deliverPendingMails();
    await expect(
      prisma.$transaction(async (tx) => {
        await enqueueOrderMail(tx, order._id, { kind: 'delivered' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await deliverPendingMails();
    expect((await mailsOf(order._id)).map((row) => row.kind)).toEqual(['placed']);
    expect(smtp.mailsTo(shopper.email).map((mail) => mail.subject)).toEqual([`Your Lanka Shop order ${order.orderId} has been placed`]);
  });

  it('a refused order (no stock) stores and mails nothing', async () => {
    const shopper = await makeShopper(prisma, 'Mail Refused');
    const tea = await makeStockedProduct(prisma, category.id, { name: 'Rare Tea', price: '100.00', stock: 1 });
    await addToCart(prisma, shopper.id, tea.id, 1);
    await prisma.product.update({ where: { id: tea.id }, data: { stock: 0 } });
    expect((await placeOrder(shopper, { delivery_address: shopper.address.id })).status).toBe(409);
    expect(await prisma.orderMail.count({ where: { to: shopper.email } })).toBe(0);
  });

  it('senders running at once (several instances) send each mail once', async () => {
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map((n) => makeShopper(prisma, `Mail Race ${n}`)));
    for (const shopper of shoppers) await placeCartOrder(shopper);
    await Promise.all([deliverPendingMails(), deliverPendingMails(), deliverPendingMails(), deliverPendingMails()]);
    for (const shopper of shoppers) expect(smtp.mailsTo(shopper.email)).toHaveLength(1);
  });

  it('a refusing SMTP server: the error is kept, the mail is retried after a back-off and sent once', async () => {
    const shopper = await makeShopper(prisma, 'Mail Retry');
    const order = await placeCartOrder(shopper);
    smtp.refuseNext(1);
    await deliverPendingMails();
    const [failed] = await mailsOf(order._id);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(failed!.lastError).toMatch(/451.*Mailbox busy/);
    // Due again about a minute later, not before.
    const wait = failed!.nextAttemptAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(50_000);
    expect(wait).toBeLessThanOrEqual(60_000);
    await deliverPendingMails();
    expect(smtp.mailsTo(shopper.email)).toEqual([]);

    await prisma.orderMail.update({ where: { id: failed!.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await Promise.all([deliverPendingMails(), deliverPendingMails()]);
    expect(smtp.mailsTo(shopper.email)).toHaveLength(1);
    const sent = await prisma.orderMail.findUniqueOrThrow({ where: { id: failed!.id } });
    expect(sent).toMatchObject({ attempts: 2, failedAt: null });
    expect(sent.sentAt).toBeInstanceOf(Date);
    expect(sent.lastError).toMatch(/Mailbox busy/);
  });

  it('a mail still refused a day after it was stored is given up, logged and kept', async () => {
    const shopper = await makeShopper(prisma, 'Mail Give Up');
    const order = await placeCartOrder(shopper);
    const [row] = await mailsOf(order._id);
    await prisma.orderMail.update({ where: { id: row!.id }, data: { createdAt: new Date(Date.now() - 25 * 60 * 60_000) } });
    smtp.refuseNext(1);
    await deliverPendingMails();
    const given = await prisma.orderMail.findUniqueOrThrow({ where: { id: row!.id } });
    expect(given.failedAt).toBeInstanceOf(Date);
    expect(given.sentAt).toBeNull();
    await prisma.orderMail.update({ where: { id: row!.id }, data: { nextAttemptAt: new Date(Date.now() - 1000) } });
    await deliverPendingMails();
    expect(smtp.mailsTo(shopper.email)).toEqual([]);
  });
});
