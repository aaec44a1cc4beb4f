import 'server-only';
import type { CartLine } from '@/lib/cart/types';
import { config } from '@/lib/config';
import type { Db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { moneyFromDecimal, type Money } from '@/lib/money';
import { lockAccount } from './account-lock';
import { codOrderValueProblem, openCodOrdersProblem, unitsPerProductProblem } from './cod-rules';
import type { PaymentMethod } from './types';

/**
 * The caps on cash on delivery (cod-rules.ts), applied inside the order's transaction under the account's lock, so
 * parallel orders of one account are counted one after the other. Card orders pass untouched: they are held and
 * capped by holds.ts.
 */

/** Cash-on-delivery orders still waiting for delivery: neither delivered nor cancelled. */
const OPEN_COD = { paymentMethod: 'COD', deliveryStatus: { in: ['pending', 'shipped'] } } satisfies Prisma.OrderWhereInput;

/** Refuses (409) a cash-on-delivery order from an account that already has MAX_OPEN_COD_ORDERS waiting for delivery. */
export async function assertRoomForCodOrder(db: Db, userId: string, paymentMethod: PaymentMethod): Promise<void> {
  const { maxOpenCodOrders, maxUnitsPerProduct } = config();
  if (paymentMethod !== 'cod' || (maxOpenCodOrders === 0 && maxUnitsPerProduct === 0)) return;
  // Also for the units cap alone, which assertCodUnitsWithinCap counts later in this transaction.
  await lockAccount(db, userId);
  if (maxOpenCodOrders === 0) return;
  const problem = openCodOrdersProblem(await db.order.count({ where: { userId, ...OPEN_COD } }), maxOpenCodOrders);
  if (problem) throw new AppError('conflict', problem);
}

/**
 * Refuses (409) a cash-on-delivery order that would take the account's units of one of its products, across its
 * orders waiting for delivery, above MAX_UNITS_PER_PRODUCT. Runs after assertRoomForCodOrder took the account's lock.
 */
export async function assertCodUnitsWithinCap(db: Db, userId: string, paymentMethod: PaymentMethod, lines: CartLine[]): Promise<void> {
  const cap = config().maxUnitsPerProduct;
  if (paymentMethod !== 'cod' || cap === 0) return;
  const held = await db.orderItem.groupBy({
    by: ['productId'],
    where: { productId: { in: lines.map((line) => line.productId) }, order: { userId, ...OPEN_COD } },
    _sum: { quantity: true },
  });
  const heldOf = new Map(held.map((row) => [row.productId, row._sum.quantity ?? 0]));
  for (const line of lines) {
    const problem = unitsPerProductProblem({ name: line.name, ordering: line.quantity, held: heldOf.get(line.productId) ?? 0 }, cap);
    if (problem) throw new AppError('conflict', problem);
  }
}

/** Refuses (400) a cash-on-delivery order whose total is above MAX_COD_ORDER_VALUE. */
export function assertCodValueWithinCap(paymentMethod: PaymentMethod, total: Money): void {
  const max = config().maxCodOrderValue;
  const problem = paymentMethod === 'cod' ? codOrderValueProblem(total, max === undefined ? undefined : moneyFromDecimal(max)) : null;
  if (problem) throw new AppError('invalid', problem);
}
