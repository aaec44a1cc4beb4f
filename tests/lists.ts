import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * What the list route tests share (orders, payments): orders written straight through Prisma at chosen times, the
 * order a newest-first list shows rows in, and the refusals of the paging and day-range parameters.
 */

let serial = 0;

/**
 * The columns of an order of `customer` placed at `at` (ISO), Rs 110.00 to Kandy, cash on delivery, numbered
 * `ORD-1700000000000-0001`, `-0002`... in the order made; `fields` override any.
 */
export function listedOrderData(
  customer: { id: string; name: string; email: string },
  at: string,
  fields: Partial<Prisma.OrderCreateManyInput> = {},
): Prisma.OrderCreateManyInput {
  serial += 1;
  return {
    orderNumber: `ORD-1700000000000-${String(serial).padStart(4, '0')}`,
    userId: customer.id,
    userName: customer.name,
    userEmail: customer.email,
    subTotal: '100.00',
    deliveryFee: '10.00',
    total: '110.00',
    deliveryName: customer.name,
    deliveryMobile: '0711111111',
    deliveryAddressLine: '1 Temple Road',
    deliveryCity: 'Kandy',
    deliveryState: 'Central',
    deliveryPincode: '20000',
    deliveryCountry: 'Sri Lanka',
    createdAt: new Date(at),
    ...fields,
  };
}

/** `rows` in a newest-first list's order: `createdAt` descending, the id descending on a tie. */
export function newestFirst<Row extends { id: string; createdAt: Date }>(rows: readonly Row[]): Row[] {
  return [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** The ids of `rows` in a newest-first list's order. */
export const newestFirstIds = (rows: readonly { id: string; createdAt: Date }[]) => newestFirst(rows).map((row) => row.id);

/** Bad `page` and `limit` parameters and the 400 message of each (lib/http/pagination.ts), for `it.each`. */
export const PAGE_REFUSALS: [query: string, message: string][] = [
  ['page=0', 'page must be a whole number of 1 or more'],
  ['page=two', 'page must be a whole number of 1 or more'],
  ['page=1.5', 'page must be a whole number of 1 or more'],
  ['limit=0', 'limit must be a whole number from 1 to 100'],
  ['limit=101', 'limit must be a whole number from 1 to 100'],
];

/** Bad `from`/`to` day ranges (lib/orders/list-query.ts `withDayRange`) and the 400 message of each, for `it.each`. */
export const DAY_RANGE_REFUSALS: [query: string, message: string][] = [
  ['from=2026-02-30', 'from must be a real date in the form YYYY-MM-DD'],
  ['from=yesterday', 'from must be a real date in the form YYYY-MM-DD'],
  ['to=2026-1-5', 'to must be a real date in the form YYYY-MM-DD'],
  ['from=2026-02-02&to=2026-02-01', 'from must not be after to'],
];
