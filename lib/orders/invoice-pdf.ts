import 'server-only';
import PDFDocument from 'pdfkit';
import type { ActorRef } from '@/lib/auth/actor';
import { SHOP_TIME_ZONE } from '@/lib/dates/colombo';
import { prisma } from '@/lib/db/client';
import { AppError } from '@/lib/errors';
import type { Prisma } from '@/lib/generated/prisma/client';
import { PRIVATE_NO_STORE } from '@/lib/http/cache-control';
import { formatRs, times } from '@/lib/money';
import { isPaid, isToPack } from './documents';
import { orderSelect, toOrder } from './order-select';
import { isPaidStatus } from './statuses';
import { ORDER_NOT_FOUND, orderWhere } from './orders';
import type { Order, OrderAddress, OrderItem } from './types';

/**
 * The order's paper: the invoice of a paid order (for its owner and the admins) and the packing slip (for the admins,
 * no prices), as PDFs drawn with pdfkit's standard Helvetica (docs/decisions.md, Invoices and packing slips).
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
} satisfies Prisma.OrderSelect;

/** The order as getOrder reads it (someone else's is not found, never forbidden), with its lines' units. */
async function readOrder(idOrNumber: string, viewer: ActorRef): Promise<{ order: Order; lines: Line[] }> {
  const row = await prisma.order.findFirst({ where: orderWhere(idOrNumber, viewer), select: documentSelect });
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND);
  const order = toOrder(row);
  return { order, lines: order.items.map((item, index) => ({ ...item, unit: row.items[index]?.product?.unit ?? '' })) };
}

/** The invoice of a paid order (lib/orders/documents.ts, isPaid): the owner's, or for an admin anyone's. */
export async function orderInvoice(idOrNumber: string, viewer: ActorRef, issuer: Issuer): Promise<PdfFile> {
  const { order, lines } = await readOrder(idOrNumber, viewer);
  if (!isPaid(order)) throw new AppError('conflict', order.deliveryStatus === 'cancelled' ? CANCELLED_UNPAID : NOT_PAID_YET);
  return { name: `invoice-${order.number}.pdf`, bytes: await drawInvoice(order, lines, issuer) };
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
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const PADDING = 4;
const CHECKBOX = 10;

type Doc = PDFKit.PDFDocument;
type Column = { header: string; width: number; align?: 'left' | 'right'; checkbox?: true };

const orderDay = new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });

/**
 * Text as the standard fonts can draw it. They encode WinAnsi (Latin-1 and a few signs) only, and pdfkit would write
 * any other character as a wrong one, so each run of them becomes '?': Sinhala and Tamil names and addresses are not
 * drawn until the papers embed a font that has them. Control characters become spaces.
 */
function drawable(text: string): string {
  return text
    .normalize('NFC')
    .replace(/\p{Cc}/gu, ' ')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]+/gu, '?');
}

const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const left = (doc: Doc) => doc.page.margins.left;

/** A new A4 document and the promise of its bytes once it is ended. */
function newDocument(title: string): { doc: Doc; bytes: Promise<Buffer<ArrayBuffer>> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    font: REGULAR,
    lang: 'en',
    info: { Title: title, Author: SHOP_NAME },
    bufferPages: true,
  });
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
  doc.font(BOLD).fontSize(20).fillColor(INK).text(SHOP_NAME, left(doc), top);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text([issuer.company, issuer.address, `${issuer.phone} · ${issuer.email}`].join('\n'));
  const shopBottom = doc.y;
  doc.font(BOLD).fontSize(20).fillColor(INK).text(title, left(doc), top, { width: contentWidth(doc), align: 'right' });
  doc.y = Math.max(shopBottom, doc.y) + 18;
}

/** 'Label: value' lines. */
function drawFacts(doc: Doc, facts: [string, string][]): void {
  for (const [label, value] of facts) {
    doc.fontSize(10).fillColor(INK).font(BOLD).text(`${label}: `, left(doc), doc.y, { continued: true }).font(REGULAR).text(drawable(value));
  }
  doc.moveDown(1.2);
}

/** Blocks of lines side by side, each under its bold title. */
function drawBlocks(doc: Doc, blocks: { title: string; lines: string[] }[]): void {
  const top = doc.y;
  const width = contentWidth(doc) / blocks.length;
  let bottom = top;
  blocks.forEach((block, index) => {
    const x = left(doc) + index * width;
    doc.font(BOLD).fontSize(10).fillColor(INK).text(block.title, x, top, { width: width - 12 });
    doc.font(REGULAR).fillColor(INK).text(block.lines.map(drawable).join('\n'), { width: width - 12 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.x = left(doc);
  doc.y = bottom + 18;
}

function addressLines(address: OrderAddress): string[] {
  const place = [[address.city, address.state].filter(Boolean).join(', '), address.pincode].filter(Boolean).join(' ');
  return [address.name, address.addressLine, place, address.country, address.mobile && `Phone: ${address.mobile}`].filter(Boolean);
}

/** A table with a bold header row, repeated on each new page; a checkbox column draws an empty box per row. */
function drawTable(doc: Doc, columns: Column[], rows: string[][]): void {
  const cellWidth = (column: Column) => column.width - 2 * PADDING;
  const heightOf = (cells: string[]) =>
    Math.max(CHECKBOX, ...columns.map((column, index) => doc.heightOfString(cells[index] ?? '', { width: cellWidth(column) }))) + 2 * PADDING;
  const drawRow = (cells: string[], header: boolean) => {
    const top = doc.y;
    const height = heightOf(cells);
    let x = left(doc);
    columns.forEach((column, index) => {
      if (column.checkbox && !header) doc.lineWidth(0.8).rect(x + PADDING, top + PADDING, CHECKBOX, CHECKBOX).stroke(INK);
      else doc.fillColor(INK).text(cells[index] ?? '', x + PADDING, top + PADDING, { width: cellWidth(column), align: column.align ?? 'left' });
      x += column.width;
    });
    doc.lineWidth(header ? 1 : 0.5).moveTo(left(doc), top + height).lineTo(x, top + height).stroke(header ? INK : RULE);
    doc.x = left(doc);
    doc.y = top + height;
  };
  const drawHeader = () => drawRow(columns.map((column) => column.header), true);
  doc.font(BOLD).fontSize(10);
  drawHeader();
  for (const cells of rows.map((row) => row.map(drawable))) {
    doc.font(REGULAR).fontSize(10);
    if (doc.y + heightOf(cells) > doc.page.height - doc.page.margins.bottom) {
      doc.addPage().font(BOLD).fontSize(10);
      drawHeader();
      doc.font(REGULAR);
    }
    drawRow(cells, false);
  }
  doc.moveDown(1);
}

/** Each page's foot names the paper and the page ('Invoice ORD-... · page 1 of 2'); then the document ends. */
function finish(doc: Doc, title: string): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The foot goes into the bottom margin, where pdfkit would otherwise start a new page.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(MUTED)
      .text(`${title} · page ${index - start + 1} of ${count}`, left(doc), doc.page.height - bottom + 16, {
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

const METHODS = { card: 'Card', cod: 'Cash on delivery' } as const;

function drawInvoice(order: Order, lines: Line[], issuer: Issuer): Promise<Buffer<ArrayBuffer>> {
  const title = `Invoice ${order.number}`;
  const { doc, bytes } = newDocument(title);
  drawHeading(doc, 'INVOICE', issuer);
  drawFacts(doc, [
    ['Order number', order.number],
    ['Order date', orderDay.format(order.createdAt)],
    ['Payment', `${METHODS[order.paymentMethod]}, ${isPaidStatus(order.paymentStatus) ? 'paid' : 'paid on delivery'}`],
    ...(order.deliveryStatus === 'cancelled' ? [['Order status', 'Cancelled'] as [string, string]] : []),
  ]);
  drawBlocks(doc, [
    { title: 'Bill to', lines: [order.customerName, order.customerEmail] },
    { title: 'Deliver to', lines: addressLines(order.address) },
  ]);

  const amountWidth = 90;
  const columns: Column[] = [
    { header: 'Item', width: contentWidth(doc) - 75 - 45 - 2 * amountWidth },
    { header: 'Unit', width: 75 },
    { header: 'Qty', width: 45, align: 'right' },
    { header: 'Unit price', width: amountWidth, align: 'right' },
    { header: 'Amount', width: amountWidth, align: 'right' },
  ];
  drawTable(
    doc,
    columns,
    lines.map((line) => [line.name, line.unit, String(line.quantity), formatRs(line.unitPrice), formatRs(times(line.unitPrice, line.quantity))]),
  );

  const { subtotal, discount, deliveryFee, total } = order.amounts;
  const totals: [string, string][] = [
    ['Subtotal', formatRs(subtotal)],
    ...(discount > 0 ? [[order.couponCode ? `Coupon discount (${order.couponCode})` : 'Coupon discount', `- ${formatRs(discount)}`] as [string, string]] : []),
    ['Delivery fee', formatRs(deliveryFee)],
  ];
  keepTogether(doc, 20 * (totals.length + 1) + 60);
  const labelX = left(doc) + contentWidth(doc) - 2 * amountWidth - 120;
  const labelWidth = 120 + amountWidth - PADDING;
  const amountX = left(doc) + contentWidth(doc) - amountWidth;
  for (const [label, amount] of totals) {
    const top = doc.y;
    doc.font(REGULAR).fontSize(10).fillColor(INK).text(drawable(label), labelX, top, { width: labelWidth, align: 'right' });
    doc.text(amount, amountX, top, { width: amountWidth - PADDING, align: 'right' });
    doc.y = top + 16;
  }
  const totalTop = doc.y + 2;
  doc.lineWidth(1).moveTo(labelX, totalTop).lineTo(amountX + amountWidth, totalTop).stroke(INK);
  doc.font(BOLD).fontSize(12).text('Total (LKR)', labelX, totalTop + 6, { width: labelWidth, align: 'right' });
  doc.text(formatRs(total), amountX, totalTop + 6, { width: amountWidth - PADDING, align: 'right' });

  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(`Amounts in Sri Lankan rupees (LKR). Thank you for shopping with ${SHOP_NAME}.`, left(doc), doc.y + 30, {
    width: contentWidth(doc),
  });
  finish(doc, title);
  return bytes;
}

function drawPackingSlip(order: Order, lines: Line[], issuer: Issuer): Promise<Buffer<ArrayBuffer>> {
  const title = `Packing slip ${order.number}`;
  const { doc, bytes } = newDocument(title);
  drawHeading(doc, 'PACKING SLIP', issuer);
  drawFacts(doc, [
    ['Order number', order.number],
    ['Order date', orderDay.format(order.createdAt)],
    ['Payment', METHODS[order.paymentMethod]],
  ]);
  drawBlocks(doc, [{ title: 'Deliver to', lines: addressLines(order.address) }]);

  const columns: Column[] = [
    { header: 'Packed', width: 50, checkbox: true },
    { header: 'Item', width: contentWidth(doc) - 50 - 100 - 60 },
    { header: 'Unit', width: 100 },
    { header: 'Qty', width: 60, align: 'right' },
  ];
  drawTable(doc, columns, lines.map((line) => ['', line.name, line.unit, String(line.quantity)]));

  const pieces = lines.reduce((count, line) => count + line.quantity, 0);
  keepTogether(doc, 80);
  doc.font(BOLD).fontSize(10).fillColor(INK).text(`${lines.length} ${lines.length === 1 ? 'line' : 'lines'}, ${pieces} ${pieces === 1 ? 'item' : 'items'} in all`);
  doc.font(REGULAR).text('Packed by: ____________________        Checked by: ____________________', left(doc), doc.y + 24);
  finish(doc, title);
  return bytes;
}
