import 'server-only';
import { likePattern } from '@/lib/catalog/like';
import { prisma } from '@/lib/db/client';
import { Prisma } from '@/lib/generated/prisma/client';
import { type CsvBatch, csvDownload } from '@/lib/http/csv';
import { type Pagination, pageOf, pageWindow } from '@/lib/http/pagination';
import { dayRangeOf } from '@/lib/dates/day-range';
import type { AdminPaymentQuery, PaymentFilter, UserPaymentQuery } from './payment-list-query';
import { paymentSelect, toPayment } from './payment-select';
import { paymentsCsv } from './payments-csv';
import type { Payment } from './types';

/**
 * The payment lists, a page at a time, newest first (created_at, then id, so pages never overlap or skip a payment
 * made in the same millisecond), and the CSV export, which reads the same order in batches after the last row read
 * (keyset), so the Node process never holds more than one batch.
 *
 * The matching rows are chosen in SQL over payments alone, then only the page's rows are read with their order.
 * The search is ILIKE on any part of the payment intent id and of the order's number, payer name and e-mail, written
 * as a UNION of the two lookups so each is served by its pg_trgm GIN index (payments_intent_id_trgm_idx, and the
 * orders' indexes reached through payments_order_id_idx); an OR across the join makes PostgreSQL scan both tables.
 */

export type PaymentPage = { payments: Payment[]; pagination: Pagination & { total: number } };

/** Rows per read of the CSV export. */
export const EXPORT_BATCH_SIZE = 500;

const NEWEST_FIRST = Prisma.sql`p.created_at DESC, p.id DESC`;

/** A timestamp(3) column holds UTC without a zone: compared with the instant's UTC text (the Z is ignored). */
const utc = (instant: Date) => Prisma.sql`${instant.toISOString()}::timestamp`;

type Cursor = { createdAt: Date; id: string };

/**
 * The search on payments `p`: any part of the intent id, or of the order's number, payer name or e-mail, in one of
 * two forms. As a set (a page of the admin's list, which also counts the matches): the matches are looked up through
 * the trigram indexes (the UNION, see above). Row by row (one payer's payments, and every batch of an export, which
 * walk payments newest first through an index): each payment is checked against its own order, read by its key, in
 * a scalar subquery (an EXISTS may be turned into a hashed scan of all matching orders). At a year's volume the set
 * costs 50-900 ms a read for a broad search ('ORD-', a common name), which an export would repeat for each of its
 * up to 200 batches (minutes); row by row an export walks the payments once in all (about 0.8 s for a search that
 * matches nothing, 8 ms a batch for one that matches everything), and a shopper's 3-5 payments take under 1 ms.
 */
function searchCondition(search: string, { rowByRow }: { rowByRow: boolean }): Prisma.Sql {
  const pattern = likePattern(search);
  const orderMatches = Prisma.sql`o.order_number ILIKE ${pattern} OR o.user_name ILIKE ${pattern} OR o.user_email ILIKE ${pattern}`;
  if (rowByRow) {
    return Prisma.sql`(p.intent_id ILIKE ${pattern} OR (SELECT ${orderMatches} FROM orders o WHERE o.id = p.order_id))`;
  }
  return Prisma.sql`p.id IN (
    SELECT id FROM payments WHERE intent_id ILIKE ${pattern}
    UNION ALL
    SELECT x.id FROM payments x JOIN orders o ON o.id = x.order_id WHERE ${orderMatches})`;
}

/** The conditions on payments `p` of a filter (and of a user, and after an export's cursor), as SQL. */
function conditionsOf(filter: PaymentFilter & { userId?: string; after?: Cursor; exporting?: boolean }): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  if (filter.userId) conditions.push(Prisma.sql`p.user_id = ${filter.userId}`);
  if (filter.status) conditions.push(Prisma.sql`p.status = ${filter.status}::"PaymentStatus"`);
  const days = dayRangeOf(filter);
  if (days?.gte) conditions.push(Prisma.sql`p.created_at >= ${utc(days.gte)}`);
  if (days?.lte) conditions.push(Prisma.sql`p.created_at <= ${utc(days.lte)}`);
  if (filter.search) conditions.push(searchCondition(filter.search, { rowByRow: Boolean(filter.userId || filter.exporting) }));
  if (filter.after) conditions.push(Prisma.sql`(p.created_at, p.id) < (${utc(filter.after.createdAt)}, ${filter.after.id})`);
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}` : Prisma.empty;
}

/** The payments of `ids`, read with their orders, in the order of `ids`. */
async function paymentsOf(ids: string[]) {
  const rows = await prisma.payment.findMany({ where: { id: { in: ids } }, select: paymentSelect });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * A page of the payments matching `where`, and how many match. Without a search the page walks an index and the total
 * is a separate count (two cheap queries at once). A search is the costly part (its trigram lookups and the join to the
 * orders), so it runs once: the page's rows carry the count of all matches (a window over the matches, which a search
 * keeps to a few thousand); only a page past the end, which has no row to carry it, counts apart.
 */
async function paymentPage(where: Prisma.Sql, page: { page: number; limit: number }, { searching }: { searching: boolean }): Promise<PaymentPage> {
  const { skip, take } = pageWindow(page);
  const countAll = async () => (await prisma.$queryRaw<[{ total: number }]>`SELECT count(*)::int AS total FROM payments p ${where}`)[0].total;
  let ids: { id: string; total?: number }[];
  let total: number;
  if (searching) {
    ids = await prisma.$queryRaw<{ id: string; total: number }[]>`
      SELECT p.id, count(*) OVER ()::int AS total FROM payments p ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${take} OFFSET ${skip}`;
    total = ids[0]?.total ?? (await countAll());
  } else {
    [ids, total] = await Promise.all([
      prisma.$queryRaw<{ id: string }[]>`SELECT p.id FROM payments p ${where} ORDER BY ${NEWEST_FIRST} LIMIT ${take} OFFSET ${skip}`,
      countAll(),
    ]);
  }
  const { items, pagination } = pageOf(ids, page, total);
  const payments = await paymentsOf(items.map((row) => row.id));
  return { payments: payments.map(toPayment), pagination: { ...pagination, total } };
}

/** Payment Management: every payment matching the filters, a page at a time. */
export function listAllPayments(query: AdminPaymentQuery): Promise<PaymentPage> {
  return paymentPage(conditionsOf(query), query, { searching: Boolean(query.search) });
}

/** The shopper's own payments matching the search, a page at a time. */
export function listUserPayments(userId: string, query: UserPaymentQuery): Promise<PaymentPage> {
  return paymentPage(conditionsOf({ userId, search: query.search }), query, { searching: Boolean(query.search) });
}

type ExportFilter = PaymentFilter & { userId?: string };

/** One batch of the export after `after`: its CSV lines, and the key to read on from (none after the last batch). */
async function exportBatch(filter: ExportFilter, after?: Cursor): Promise<CsvBatch<Cursor>> {
  const keys = await prisma.$queryRaw<{ id: string; created_at: Date }[]>`
    SELECT p.id, p.created_at FROM payments p ${conditionsOf({ ...filter, after, exporting: true })} ORDER BY ${NEWEST_FIRST} LIMIT ${EXPORT_BATCH_SIZE}`;
  const rows = await paymentsOf(keys.map((key) => key.id));
  const last = keys.at(-1);
  return {
    text: rows.length > 0 ? paymentsCsv(rows.map(toPayment), { header: false }) : '',
    next: keys.length === EXPORT_BATCH_SIZE && last ? { createdAt: last.created_at, id: last.id } : undefined,
  };
}

/**
 * payments.csv of every payment matching the filters (and of one payer, given `userId`), newest first, as a streamed
 * download (lib/http/csv.ts): EXPORT_BATCH_SIZE rows per read, each read starting after the previous batch's last key
 * (the key read with the batch's ids, so a payment deleted between the two reads neither repeats rows nor ends the
 * file early).
 */
export function paymentsCsvResponse(filter: ExportFilter): Promise<Response> {
  return csvDownload({
    filename: 'payments.csv',
    header: paymentsCsv([]),
    readBatch: (after?: Cursor) => exportBatch(filter, after),
    name: 'Payments',
  });
}
