import 'server-only';
import { Body, Column, Container, Head, Heading, Hr, Html, Img, Link, Preview, Row, Section, Text, render } from '@react-email/components';
import { Fragment, type ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { mailTranslator, type MailTranslator } from './mail-messages';
import { MAIL_MAX_WIDTH, MAIL_VIEWPORT } from './responsive';
import {
  type CancelledMoney,
  localeOfFacts,
  type OrderMailFacts,
  type OrderMailOrder,
  orderMailSubject,
  rs,
  SHOP_NAME,
} from './order-mail-facts';

/**
 * The order e-mails, one React Email component each kind: rendered to HTML, and to plain text from the same HTML
 * (React Email's plainText, which drops images and keeps links), so both parts always say the same. Written in the
 * shopper's language (facts.locale; the `mail.order` messages).
 */

const INK = '#111827';
const MUTED = '#6b7280';
const BRAND = '#15803d';
const page = { backgroundColor: '#f3f4f6', fontFamily: 'Helvetica, Arial, sans-serif', color: INK, margin: 0, padding: '24px 0' };
// Fluid up to its maximum; long words (order numbers, links) wrap rather than widen the page on a phone.
const card = { backgroundColor: '#ffffff', borderRadius: 8, width: '100%', maxWidth: MAIL_MAX_WIDTH, padding: '24px 20px', overflowWrap: 'anywhere' as const };
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

/** What each part of a mail needs to write itself: the language, its messages, and amounts in its way. */
type Words = { locale: Locale; t: MailTranslator; rs: (amount: number) => string };

const wordsOf = (facts: OrderMailFacts): Words => {
  const locale = localeOfFacts(facts);
  return { locale, t: mailTranslator(locale), rs: (amount) => rs(amount, locale) };
};

type MessageKey = Parameters<MailTranslator>[0];
const ARGUMENT = /\u0001(\w+)\u0002/;

/**
 * A message as React children, its arguments apart from its words as JSX writes `Hello {name},` (React separates
 * adjacent text with `<!-- -->` in the HTML, so the English mails keep their markup to the byte); an argument may be
 * a node (a link). `apart` names the argument whose preceding space stands alone, as `for order{' '}{number}` wrote it.
 */
function parts(t: MailTranslator, key: MessageKey, values: Record<string, ReactNode>, apart?: string): ReactNode[] {
  const marks = Object.fromEntries(Object.keys(values).map((name) => [name, `\u0001${name}\u0002`]));
  const pieces = t(key, marks).split(ARGUMENT);
  const children: ReactNode[] = [];
  pieces.forEach((piece, index) => {
    if (index % 2 === 1) {
      const value = values[piece];
      children.push(typeof value === 'string' ? value : <Fragment key={index}>{value}</Fragment>);
    } else if (apart && pieces[index + 1] === apart && piece.length > 1 && piece.endsWith(' ')) {
      children.push(piece.slice(0, -1), ' ');
    } else if (piece) {
      children.push(piece);
    }
  });
  return children;
}

function Layout({ facts, words, children }: { facts: OrderMailFacts; words: Words; children: ReactNode }) {
  const subject = orderMailSubject(facts);
  const { t } = words;
  const number = facts.order.number;
  return (
    <Html lang={words.locale}>
      <Head>
        <meta name="viewport" content={MAIL_VIEWPORT} />
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body style={page}>
        <Container style={card}>
          <Text style={{ fontSize: 20, fontWeight: 700, color: BRAND, margin: '0 0 16px' }}>{SHOP_NAME}</Text>
          <Heading as="h1" style={{ fontSize: 20, lineHeight: '28px', margin: '0 0 16px' }}>
            {subject}
          </Heading>
          <Text style={paragraph}>{parts(t, 'hello', { name: facts.order.customerName })}</Text>
          {children}
          <Section style={{ margin: '20px 0' }}>
            <Link href={facts.order.url} style={button}>
              {parts(t, 'order.viewOrder', { number })}
            </Link>
          </Section>
          <OrderSummary order={facts.order} words={words} />
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Text style={small}>{parts(t, 'order.footer', { shop: SHOP_NAME, number })}</Text>
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

function OrderSummary({ order, words }: { order: OrderMailOrder; words: Words }) {
  const address = order.address;
  const { t, rs } = words;
  return (
    <Section>
      <Heading as="h2" style={{ fontSize: 16, margin: '8px 0 8px' }}>
        {parts(t, 'order.heading', { number: order.number })}
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
        <AmountRow label={t('order.subtotal')} amount={rs(order.subtotal)} />
        {order.discount > 0 ? (
          <AmountRow label={t('order.discount', { code: order.couponCode ?? t('order.coupon') })} amount={`- ${rs(order.discount)}`} />
        ) : null}
        <AmountRow label={t('order.deliveryFee')} amount={rs(order.deliveryFee)} />
        <AmountRow label={t('order.total')} amount={rs(order.total)} strong />
      </Section>
      <Text style={{ ...paragraph, margin: '16px 0 0' }}>
        {parts(t, 'order.payment', { method: order.paymentMethod === 'cod' ? t('order.cod') : t('order.card') })}
      </Text>
      <Heading as="h2" style={{ fontSize: 16, margin: '16px 0 4px' }}>
        {t('order.deliveryAddress')}
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
        {parts(t, 'order.phone', { mobile: address.mobile })}
      </Text>
    </Section>
  );
}

function Message({ facts, words }: { facts: OrderMailFacts; words: Words }): ReactNode {
  const { t, rs } = words;
  const total = rs(facts.order.total);
  const number = facts.order.number;
  switch (facts.kind) {
    case 'placed':
      return facts.order.paymentMethod === 'cod' ? (
        <Text style={paragraph}>{parts(t, 'order.placedCod', { total })}</Text>
      ) : (
        <Text style={paragraph}>{parts(t, 'order.placedCard', { total })}</Text>
      );
    case 'paid': {
      const method = facts.order.paymentMethod === 'card' ? t('order.cardPayment') : t('order.cashPayment');
      const receipt = <Link href={facts.receiptUrl}>{facts.receiptUrl}</Link>;
      return (
        <>
          <Text style={paragraph}>{parts(t, 'order.paid', { method, amount: rs(facts.amount), number }, 'number')}</Text>
          <Text style={paragraph}>{parts(t, 'order.receipt', { link: receipt })}</Text>
        </>
      );
    }
    case 'shipped': {
      const tracking = facts.trackingUrl ? <Link href={facts.trackingUrl}>{facts.trackingNumber}</Link> : facts.trackingNumber;
      return (
        <>
          <Text style={paragraph}>{t('order.onItsWay')}</Text>
          {facts.courier ? <Text style={paragraph}>{parts(t, 'order.courier', { courier: facts.courier })}</Text> : null}
          {facts.trackingNumber ? <Text style={paragraph}>{parts(t, 'order.tracking', { tracking }, 'tracking')}</Text> : null}
          {facts.order.paymentMethod === 'cod' ? <Text style={paragraph}>{parts(t, 'order.haveReady', { total })}</Text> : null}
        </>
      );
    }
    case 'delivered':
      return <Text style={paragraph}>{t('order.delivered')}</Text>;
    case 'cancelled':
      return (
        <>
          <Text style={paragraph}>
            {facts.reason === 'unpaid'
              ? t('order.cancelledUnpaid', { minutes: facts.holdMinutes ?? 30 })
              : facts.reason === 'shopper'
                ? t('order.cancelledShopper')
                : t('order.cancelledShop')}
          </Text>
          <Text style={paragraph}>{cancelledMoneyText(words, facts.money, facts.refundedAmount, facts.order.total)}</Text>
        </>
      );
    case 'refunded':
      return (
        <>
          <Text style={paragraph}>{parts(t, 'order.refunded', { amount: rs(facts.amount), number, reason: facts.reason })}</Text>
          <Text style={paragraph}>
            {facts.refundedTotal > facts.amount ? `${t('order.refundedSoFar', { amount: rs(facts.refundedTotal) })} ` : ''}
            {facts.order.paymentMethod === 'card' ? t('order.refundToCard') : t('order.refundAsArranged')}
          </Text>
        </>
      );
  }
}

function cancelledMoneyText({ t, rs }: Words, money: CancelledMoney, refunded: number, total: number): string {
  switch (money) {
    case 'nothing_charged':
      return t('order.nothingCharged');
    case 'nothing_to_pay':
      return t('order.nothingToPay');
    case 'refunded':
      return t('order.moneyRefunded', { amount: rs(refunded) });
    case 'refund_follows':
      return t('order.refundFollows', { total: rs(total) });
  }
}

export function OrderMail({ facts }: { facts: OrderMailFacts }) {
  const words = wordsOf(facts);
  return (
    <Layout facts={facts} words={words}>
      <Message facts={facts} words={words} />
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
