import 'server-only';
import { Body, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text, render } from '@react-email/components';
import type { ReactNode } from 'react';
import { type CancelledMoney, type OrderMailFacts, type OrderMailOrder, orderMailSubject, rs, SHOP_NAME } from './order-mail-facts';

/**
 * The order e-mails, one React Email component each kind: rendered to HTML, and to plain text from the same HTML
 * (React Email's plainText, which drops images and keeps links), so both parts always say the same.
 */

const INK = '#111827';
const MUTED = '#6b7280';
const BRAND = '#15803d';
const page = { backgroundColor: '#f3f4f6', fontFamily: 'Helvetica, Arial, sans-serif', color: INK, margin: 0, padding: '24px 0' };
const card = { backgroundColor: '#ffffff', borderRadius: 8, maxWidth: 600, padding: '24px 28px' };
const paragraph = { fontSize: 15, lineHeight: '22px', margin: '0 0 12px' };
const small = { fontSize: 13, lineHeight: '19px', color: MUTED, margin: 0 };
const button = {
  backgroundColor: BRAND,
  borderRadius: 6,
  color: '#ffffff',
  display: 'inline-block',
  fontSize: 15,
  fontWeight: 600,
  padding: '10px 18px',
  textDecoration: 'none',
};

function Layout({ facts, children }: { facts: OrderMailFacts; children: ReactNode }) {
  const subject = orderMailSubject(facts);
  return (
    <Html lang="en">
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: BRAND, margin: '0 0 16px' }}>{SHOP_NAME}</Text>
          <Heading as="h1" style={{ fontSize: 20, lineHeight: '28px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          <Text style={paragraph}>Hello {facts.order.customerName},</Text>
          {children}
          <Section style={{ margin: '20px 0' }}>
            <Link href={facts.order.url} style={button}>
              View your order {facts.order.number}
            </Link>
          </Section>
          <OrderSummary order={facts.order} />
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Text style={small}>
            Thank you for shopping with {SHOP_NAME}. Amounts are in Sri Lankan rupees (LKR). You receive this mail because you placed
            order {facts.order.number}.
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function AmountRow({ label, amount, strong = false }: { label: string; amount: string; strong?: boolean }) {
  const style = { ...paragraph, margin: '2px 0', fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column style={style}>{label}:</Column>
      <Column style={{ ...style, textAlign: 'right' }}>{amount}</Column>
    </Row>
  );
}

function OrderSummary({ order }: { order: OrderMailOrder }) {
  const address = order.address;
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: 16, margin: '8px 0 8px' }}>
        Order {order.number}
      </Heading>
      {order.items.map((item, index) => (
        <Row key={index} style={{ borderBottom: '1px solid #e5e7eb' }}>
          <Column style={{ width: 64, padding: '8px 0' }}>
            {item.imageUrl ? <Img src={item.imageUrl} alt="" width="56" height="56" style={{ borderRadius: 4, objectFit: 'cover' }} /> : null}
          </Column>
          <Column style={{ ...paragraph, margin: 0, padding: '8px 8px' }}>
            {item.name}, {item.quantity} × {rs(item.unitPrice)}
          </Column>
          <Column style={{ ...paragraph, margin: 0, textAlign: 'right', whiteSpace: 'nowrap' }}>{rs(item.lineTotal)}</Column>
        </Row>
      ))}
      <Section style={{ marginTop: 8 }}>
        <AmountRow label="Subtotal" amount={rs(order.subtotal)} />
        {order.discount > 0 ? <AmountRow label={`Discount (${order.couponCode ?? 'coupon'})`} amount={`- ${rs(order.discount)}`} /> : null}
        <AmountRow label="Delivery fee" amount={rs(order.deliveryFee)} />
        <AmountRow label="Total" amount={rs(order.total)} strong />
      </Section>
      <Text style={{ ...paragraph, margin: '16px 0 0' }}>
        Payment: {order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Card'}
      </Text>
      <Heading as="h2" style={{ fontSize: 16, margin: '16px 0 4px' }}>
        Delivery address
      </Heading>
      <Text style={{ ...paragraph, margin: 0 }}>
        {address.name}
        <br />
        {address.addressLine}
        <br />
        {address.city}, {address.state} {address.pincode}
        <br />
        {address.country}
        <br />
        Phone: {address.mobile}
      </Text>
    </Section>
  );
}

function Message({ facts }: { facts: OrderMailFacts }): ReactNode {
  const total = rs(facts.order.total);
  switch (facts.kind) {
    case 'placed':
      return facts.order.paymentMethod === 'cod' ? (
        <Text style={paragraph}>
          Thank you for your order. You pay cash on delivery: please have {total} ready when the courier arrives. We will
          mail you again when it is on its way.
        </Text>
      ) : (
        <Text style={paragraph}>
          Thank you for your order. You pay {total} by card: if you have not finished paying yet, open your order to pay.
          We will mail you again when the payment is received.
        </Text>
      );
    case 'paid':
      return (
        <>
          <Text style={paragraph}>
            We received your {facts.order.paymentMethod === 'card' ? 'card payment' : 'cash payment'} of {rs(facts.amount)} for order{' '}
            {facts.order.number}. Thank you.
          </Text>
          <Text style={paragraph}>
            Your receipt: <Link href={facts.receiptUrl}>{facts.receiptUrl}</Link>
          </Text>
        </>
      );
    case 'shipped':
      return (
        <>
          <Text style={paragraph}>Your order has left our shop and is on its way to you.</Text>
          {facts.courier ? <Text style={paragraph}>Courier: {facts.courier}</Text> : null}
          {facts.trackingNumber ? (
            <Text style={paragraph}>
              Tracking number:{' '}
              {facts.trackingUrl ? <Link href={facts.trackingUrl}>{facts.trackingNumber}</Link> : facts.trackingNumber}
            </Text>
          ) : null}
          {facts.order.paymentMethod === 'cod' ? <Text style={paragraph}>Please have {total} ready for the courier.</Text> : null}
        </>
      );
    case 'delivered':
      return <Text style={paragraph}>Your order has been delivered. We hope you enjoy it, and thank you for shopping with us.</Text>;
    case 'cancelled':
      return (
        <>
          <Text style={paragraph}>
            {facts.reason === 'unpaid'
              ? `Your order was cancelled because it was not paid within ${facts.holdMinutes ?? 30} minutes, and its items were released.`
              : facts.reason === 'shopper'
                ? 'You cancelled your order, as you asked.'
                : 'We are sorry: we had to cancel your order.'}
          </Text>
          <Text style={paragraph}>{cancelledMoneyText(facts.money, facts.refundedAmount, facts.order.total)}</Text>
        </>
      );
    case 'refunded':
      return (
        <>
          <Text style={paragraph}>
            We have refunded {rs(facts.amount)} for order {facts.order.number}. Reason: {facts.reason}
          </Text>
          <Text style={paragraph}>
            {facts.refundedTotal > facts.amount ? `Refunded on this order so far: ${rs(facts.refundedTotal)}. ` : ''}
            {facts.order.paymentMethod === 'card'
              ? 'The money goes back to the card you paid with; your bank may take a few days to show it.'
              : 'We pay it back to you as arranged with you.'}
          </Text>
        </>
      );
  }
}

function cancelledMoneyText(money: CancelledMoney, refunded: number, total: number): string {
  switch (money) {
    case 'nothing_charged':
      return 'Nothing was charged for this order.';
    case 'nothing_to_pay':
      return 'You pay nothing: the order was to be paid in cash on delivery.';
    case 'refunded':
      return `Your payment has been refunded (${rs(refunded)}).`;
    case 'refund_follows':
      return `You paid ${rs(total)} for this order: a refund will follow, and we will mail you when it is made.`;
  }
}

export function OrderMail({ facts }: { facts: OrderMailFacts }) {
  return (
    <Layout facts={facts}>
      <Message facts={facts} />
    </Layout>
  );
}

// Headings as written (not upper-cased), and the cells of a row apart (an item's name and its line total).
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
    { selector: 'td', format: 'inlineSurround', options: { prefix: ' ', suffix: ' ' } },
  ],
};

/** The mail's HTML and plain-text parts, from the one component. */
export async function renderOrderMail(facts: OrderMailFacts): Promise<{ html: string; text: string }> {
  const element = <OrderMail facts={facts} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions: TEXT_OPTIONS })]);
  // The cells' spaces and the layout tables' empty blocks leave blanks at line ends and runs of empty lines.
  const tidy = text.split('\n').map((line) => line.trim()).join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return { html, text: tidy };
}
