import 'server-only';
import PDFDocument from 'pdfkit';
import { createTranslator } from 'use-intl/core';
import type { ActorRef } from '@/lib/auth/actor';
import { SHOP_TIME_ZONE } from '@/lib/dates/colombo';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import { PRIVATE_NO_STORE } from '@/lib/http/cache-control';
import { localDay } from '@/lib/i18n/dates';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/i18n/locales';
import { formatRs, times } from '@/lib/money';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';
import { isPaid, isToPack } from './documents';
import { itemNameIn } from './item-names';
import { heightOfText, registerScriptFonts, type TextStyle, writeText } from './pdf-text';
import { orderSelect, toOrder } from './order-select';
import { isPaidStatus } from './statuses';
import { ORDER_NOT_FOUND, orderWhere } from './orders';
import type { Order, OrderAddress, OrderItem } from './types';

/**
 * The order's paper: the invoice of a paid order (for its owner and the admins), in the shopper's language, and the
 * packing slip (for the admins, no prices), in the shop's (English); PDFs drawn with pdfkit, every script in a font
 * that has it (lib/orders/pdf-text.ts; docs/decisions.md, Invoices and packing slips).
 */

/** Who issues the papers: the shop's contact details (lib/contact sits above orders, so the route hands them in). */
export type Issuer = { company: string; address: string; phone: string; email: string };

export type PdfFile = { name: string; bytes: Buffer<ArrayBuffer> };

export const NOT_PAID_YET = 'This order is not paid yet: its invoice is ready once it is paid';
export const CANCELLED_UNPAID = 'This order was cancelled before it was paid: it has no invoice';
export const CANCELLED_NOT_TO_PACK = 'This order was cancelled: there is nothing to pack';
export const CARD_NOT_PAID_TO_PACK = 'This card order is not paid yet: pack it once it is paid';

const SHOP_NAME = 'Lanka Shop';

/** An order line with its product's unit ('400 g'): the product's current one, since order lines keep no unit of their own. */
type Line = OrderItem & { unit: string };

const documentSelect = {
  ...orderSelect,
  items: { ...orderSelect.items, select: { ...orderSelect.items.select, product: { select: { unit: true } } } },
  user: { select: { locale: true } },
} satisfies Prisma.OrderSelect;

/**
 * The order as getOrder reads it (someone else's is not found, never forbidden), with its lines' units and its
 * shopper's language (users.locale; English once the account is deleted).
 */
async function readOrder(idOrNumber: string, viewer: ActorRef): Promise<{ order: Order; lines: Line[]; locale: Locale }> {
  const row = await prisma.order.findFirst({ where: orderWhere(idOrNumber, viewer), select: documentSelect });
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  const order = toOrder(row);
  const locale = isLocale(row.user?.locale) ? row.user.locale : DEFAULT_LOCALE;
  return { order, lines: order.items.map((item, index) => ({ ...item, unit: row.items[index]?.product?.unit ?? '' })), locale };
}

/** The invoice of a paid order (lib/orders/documents.ts, isPaid): the owner's, or for an admin anyone's; in the shopper's language. */
export async function orderInvoice(idOrNumber: string, viewer: ActorRef, issuer: Issuer): Promise<PdfFile> {
  const { order, lines, locale } = await readOrder(idOrNumber, viewer);
  if (!isPaid(order)) throw new AppError('conflict', order.deliveryStatus === 'cancelled' ? CANCELLED_UNPAID : NOT_PAID_YET);
  return { name: `invoice-${order.number}.pdf`, bytes: await drawInvoice(order, lines, issuer, locale) };
}

/** The packing slip of an order to pack (lib/orders/documents.ts, isToPack), for an admin. */
export async function orderPackingSlip(idOrNumber: string, viewer: ActorRef, issuer: Issuer): Promise<PdfFile> {
  if (viewer.role !== 'ADMIN') throw new AppError('forbidden', 'Access denied! Admins only.');
  const { order, lines } = await readOrder(idOrNumber, viewer);
  if (!isToPack(order)) {
    throw new AppError('conflict', order.deliveryStatus === 'cancelled' ? CANCELLED_NOT_TO_PACK : CARD_NOT_PAID_TO_PACK);
  }
  return { name: `packing-slip-${order.number}.pdf`, bytes: await drawPackingSlip(order, lines, issuer) };
}

/** A PDF as a download; personal, so never kept by any cache. */
export function pdfResponse(file: PdfFile): Response {
  return new Response(file.bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${file.name}"`,
      'Cache-Control': PRIVATE_NO_STORE,
    },
  });
}

// Drawing. A4 in points; text in black and grey, rules light grey.
const MARGIN = 50;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const PADDING = 4;
const CHECKBOX = 10;

type Doc = PDFKit.PDFDocument;
type Column = { header: string; width: number; align?: 'left' | 'right'; checkbox?: true };

const regular = (size: number): TextStyle => ({ weight: 'regular', size });
const bold = (size: number): TextStyle => ({ weight: 'bold', size });

/** The invoice's words: the `invoice` namespace of each language's catalogue (messages/<locale>.json). */
const INVOICE_WORDS: Record<Locale, (typeof en)['invoice']> = { en: en.invoice, si: si.invoice, ta: ta.invoice };

const invoiceTranslator = (locale: Locale) => createTranslator({ locale, messages: { invoice: INVOICE_WORDS[locale] }, namespace: 'invoice' });

const englishDay = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/** The order's day in Colombo as the site writes it in `locale`. */
const orderDay = (date: Date, locale: Locale) => (locale === DEFAULT_LOCALE ? englishDay.format(date) : localDay(date, locale));

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const left = (doc: Doc) => doc.page.margins.left;

/** A new A4 document in `locale`, its Sinhala and Tamil faces registered, and the promise of its bytes once it is ended. */
function newDocument(title: string, locale: Locale): { doc: Doc; bytes: Promise<Buffer<ArrayBuffer>> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: 'Helvetica',
    lang: locale,
    info: { Title: title, Author: SHOP_NAME },
    bufferPages: true,
  });
  registerScriptFonts(doc);
  const chunks: Uint8Array[] = [];
  doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
  const bytes = new Promise<Buffer<ArrayBuffer>>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes };
}

/** The shop's name and details on the left, the paper's title on the right. */
function drawHeading(doc: Doc, title: string, issuer: Issuer): void {
  const top = doc.y;
  doc.fillColor(INK);
  writeText(doc, SHOP_NAME, bold(20), { x: left(doc), y: top });
  doc.fillColor(MUTED);
  writeText(doc, [issuer.company, issuer.address, `${issuer.phone} · ${issuer.email}`].join('\n'), regular(9));
  const shopBottom = doc.y;
  doc.fillColor(INK);
  writeText(doc, title, bold(20), { x: left(doc), y: top, width: contentWidth(doc), align: 'right' });
  doc.y = Math.max(shopBottom, doc.y) + 18;
}

/** 'Label: value' lines. */
function drawFacts(doc: Doc, facts: [string, string][]): void {
  doc.fillColor(INK);
  for (const [label, value] of facts) {
    writeText(doc, `${label}: `, bold(10), { x: left(doc), y: doc.y, continued: true });
    writeText(doc, value, regular(10));
  }
  doc.moveDown(1.2);
}

/** Blocks of lines side by side, each under its bold title. */
function drawBlocks(doc: Doc, blocks: { title: string; lines: string[] }[]): void {
  const top = doc.y;
  const width = contentWidth(doc) / blocks.length;
  let bottom = top;
  doc.fillColor(INK);
  blocks.forEach((block, index) => {
    const x = left(doc) + index * width;
    writeText(doc, block.title, bold(10), { x, y: top, width: width - 12 });
    for (const line of block.lines) writeText(doc, line, regular(10), { x, width: width - 12 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left(doc);
  doc.y = bottom + 18;
}

function addressLines(address: OrderAddress, phoneLine: (mobile: string) => string): string[] {
  const place = [[address.city, address.state].filter(Boolean).join(', '), address.pincode].filter(Boolean).join(' ');
  return [address.name, address.addressLine, place, address.country, address.mobile && phoneLine(address.mobile)].filter(Boolean);
}

/** A table with a bold header row, repeated on each new page; a checkbox column draws an empty box per row. */
function drawTable(doc: Doc, columns: Column[], rows: string[][]): void {
  const cellWidth = (column: Column) => column.width - 2 * PADDING;
  const heightOf = (cells: string[], style: TextStyle) =>
    Math.max(CHECKBOX, ...columns.map((column, index) => heightOfText(doc, cells[index] ?? '', style, cellWidth(column)))) + 2 * PADDING;
  const drawRow = (cells: string[], header: boolean) => {
    const style = header ? bold(10) : regular(10);
    const top = doc.y;
    const height = heightOf(cells, style);
    let x = left(doc);
    columns.forEach((column, index) => {
      if (column.checkbox && !header) doc.lineWidth(0.8).rect(x + PADDING, top + PADDING, CHECKBOX, CHECKBOX).stroke(INK);
      else writeText(doc.fillColor(INK), cells[index] ?? '', style, { x: x + PADDING, y: top + PADDING, width: cellWidth(column), align: column.align ?? 'left' });
      x += column.width;
    });
    doc.lineWidth(header ? 1 : 0.5).moveTo(left(doc), top + height).lineTo(x, top + height).stroke(header ? INK : RULE);
    doc.x = left(doc);
    doc.y = top + height;
  };
  const headers = columns.map((column) => column.header);
  drawRow(headers, true);
  for (const cells of rows) {
    if (doc.y + heightOf(cells, regular(10)) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage();
      drawRow(headers, true);
    }
    drawRow(cells, false);
  }
  doc.moveDown(1);
}

/** Each page's foot names the paper and the page ('Invoice ORD-... · page 1 of 2'); then the document ends. */
function finish(doc: Doc, footOf: (page: number, count: number) => string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The foot goes into the bottom margin, where pdfkit would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    writeText(doc.fillColor(MUTED), footOf(index - start + 1, count), regular(8), {
      x: left(doc),
      y: doc.page.height - bottom + 16,
      width: contentWidth(doc),
      align: 'center',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
}

/** Keeps `height` points together: a new page when they would not fit on this one. */
function keepTogether(doc: Doc, height: number): void {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function drawInvoice(order: Order, lines: Line[], issuer: Issuer, locale: Locale): Promise<Buffer<ArrayBuffer>> {
  const t = invoiceTranslator(locale);
  const money = (amount: Order['amounts']['total']) => formatRs(amount, locale);
  const paper = t('paperTitle', { number: order.number });
  const { doc, bytes } = newDocument(paper, locale);
  drawHeading(doc, t('title'), issuer);
  const method = t(order.paymentMethod);
  drawFacts(doc, [
    [t('orderNumber'), order.number],
    [t('orderDate'), orderDay(order.createdAt, locale)],
    [t('payment'), isPaidStatus(order.paymentStatus) ? t('paid', { method }) : t('paidOnDelivery', { method })],
    ...(order.deliveryStatus === 'cancelled' ? [[t('orderStatus'), t('cancelled')] as [string, string]] : []),
  ]);
  drawBlocks(doc, [
    { title: t('billTo'), lines: [order.customerName, order.customerEmail] },
    { title: t('deliverTo'), lines: addressLines(order.address, (mobile) => t('phone', { mobile })) },
  ]);

  const amountWidth = 90;
  const columns: Column[] = [
    { header: t('item'), width: contentWidth(doc) - 75 - 45 - 2 * amountWidth },
    { header: t('unit'), width: 75 },
    { header: t('quantity'), width: 45, align: 'right' },
    { header: t('unitPrice'), width: amountWidth, align: 'right' },
    { header: t('amount'), width: amountWidth, align: 'right' },
  ];
  drawTable(
    doc,
    columns,
    lines.map((line) => [itemNameIn(line, locale), line.unit, String(line.quantity), money(line.unitPrice), money(times(line.unitPrice, line.quantity))]),
  );

  const { subtotal, discount, deliveryFee, total } = order.amounts;
  const coupon = order.couponCode ? t('couponDiscountWithCode', { code: order.couponCode }) : t('couponDiscount');
  const totals: [string, string][] = [
    [t('subtotal'), money(subtotal)],
    ...(discount > 0 ? [[coupon, `- ${money(discount)}`] as [string, string]] : []),
    [t('deliveryFee'), money(deliveryFee)],
  ];
  keepTogether(doc, 20 * (totals.length + 1) + 60);
  const labelX = left(doc) + contentWidth(doc) - 2 * amountWidth - 120;
  const labelWidth = 120 + amountWidth - PADDING;
  const amountX = left(doc) + contentWidth(doc) - amountWidth;
  doc.fillColor(INK);
  for (const [label, amount] of totals) {
    const top = doc.y;
    writeText(doc, label, regular(10), { x: labelX, y: top, width: labelWidth, align: 'right' });
    writeText(doc, amount, regular(10), { x: amountX, y: top, width: amountWidth - PADDING, align: 'right' });
    doc.y = top + 16;
  }
  const totalTop = doc.y + 2;
  doc.lineWidth(1).moveTo(labelX, totalTop).lineTo(amountX + amountWidth, totalTop).stroke(INK);
  writeText(doc, t('total'), bold(12), { x: labelX, y: totalTop + 6, width: labelWidth, align: 'right' });
  writeText(doc, money(total), bold(12), { x: amountX, y: totalTop + 6, width: amountWidth - PADDING, align: 'right' });

  writeText(doc.fillColor(MUTED), t('thanks', { shop: SHOP_NAME }), regular(9), { x: left(doc), y: doc.y + 30, width: contentWidth(doc) });
  finish(doc, (page, count) => t('pageFoot', { paper, page, count }));
  return bytes;
}

const METHODS = { card: 'Card', cod: 'Cash on delivery' } as const;

/** The packing slip is the shop's own paper, in English; the customer's words (names, address) draw in their script. */
function drawPackingSlip(order: Order, lines: Line[], issuer: Issuer): Promise<Buffer<ArrayBuffer>> {
  const paper = `Packing slip ${order.number}`;
  const { doc, bytes } = newDocument(paper, DEFAULT_LOCALE);
  drawHeading(doc, 'PACKING SLIP', issuer);
  drawFacts(doc, [
    ['Order number', order.number],
    ['Order date', orderDay(order.createdAt, DEFAULT_LOCALE)],
    ['Payment', METHODS[order.paymentMethod]],
  ]);
  drawBlocks(doc, [{ title: 'Deliver to', lines: addressLines(order.address, (mobile) => `Phone: ${mobile}`) }]);

  const columns: Column[] = [
    { header: 'Packed', width: 50, checkbox: true },
    { header: 'Item', width: contentWidth(doc) - 50 - 100 - 60 },
    { header: 'Unit', width: 100 },
    { header: 'Qty', width: 60, align: 'right' },
  ];
  drawTable(doc, columns, lines.map((line) => ['', line.name, line.unit, String(line.quantity)]));

  const pieces = lines.reduce((count, line) => count + line.quantity, 0);
  keepTogether(doc, 80);
  doc.fillColor(INK);
  writeText(doc, `${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, ${pieces} ${pieces === 1 ? 'item' : 'items'} in all`, bold(10));
  writeText(doc, 'Packed by: ____________________        Checked by: ____________________', regular(10), { x: left(doc), y: doc.y + 24 });
  finish(doc, (page, count) => `${paper} · page ${page} of ${count}`);
  return bytes;
}
