import 'server-only';
import type { Actor } from '@/lib/auth/actor';
import type { Db } from '@/lib/db/client';
import { randomBytes } from 'node:crypto';
import { cartLines } from '@/lib/cart/cart-lines';
import type { CartLine } from '@/lib/cart/types';
import { translationsOf } from '@/lib/catalog/translations';
import { type ProductChange, revalidateProducts } from '@/lib/catalog/revalidate';
import { claimOrderCoupon } from '@/lib/coupons/coupon-uses';
import { shortTransaction } from '@/lib/db/transaction';
import { AppError } from '@/lib/errors';
import { formatRs, toDecimalText } from '@/lib/money';
import { notify, type NotificationInput } from '@/lib/notifications/notify';
import { assertCodUnitsWithinCap, assertCodValueWithinCap, assertRoomForCodOrder } from './cod-limits';
import { assertRoomForUnpaidOrder } from './holds';
import { type ItemNameTranslations, itemNamesOfProduct } from './item-names';
import { enqueueOrderMail } from './order-mails';
import { orderSelect, toOrder } from './order-select';
import { buyNowLine, orderAmounts } from './pricing';
import { EMPTY_CART } from './order-rules';
import { inLockOrder, lowStockNotice, reserveStock } from './stock';
import type { NewOrder, Order } from './types';

/** 'ORD-<time>-<random>': readable, sortable by time, unique (the column is unique too). */
function newOrderNumber(now: Date): string {
  return `ORD-${now.getTime()}-${randomBytes(3).toString('hex').toUpperCase()}`;
}

/**
 * The shopper's cart lines, their rows locked first: a second checkout of the same cart at the same time (a double
 * click) waits here until the first one is done, then finds the cart emptied instead of ordering it again.
 */
async function lockedCartLines(db: Db, userId: string): Promise<CartLine[]> {
  await db.$queryRaw`SELECT id FROM cart_items WHERE user_id = ${userId} FOR UPDATE`;
  return cartLines(db, userId);
}

/** The Sinhala and Tamil names of the ordered products now, which their order lines keep (lib/orders/item-names.ts). */
async function itemNamesByProduct(db: Db, productIds: string[]): Promise<Map<string, ItemNameTranslations>> {
  const products = await db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, translations: true } });
  return new Map(products.map((product) => [product.id, itemNamesOfProduct(translationsOf(product.translations))]));
}

/**
 * Places an order in one transaction, after the account's caps (held card orders, cash on delivery) under its lock:
 * the items at current prices (the cart's lines, or the one product of a
 * buy now), stock reserved, the coupon's use counted, the delivery address copied, the cart emptied (cart
 * checkout only). Any refusal rolls everything back, so an order never exists without its items. Amounts sent by
 * the client play no part. A short transaction (lib/db/transaction.ts): only database work inside, and a burst
 * that queues too long for the product's row lock or a connection gets 503 with Retry-After, never 500.
 */
export async function createOrder(user: Actor, input: NewOrder): Promise<Order> {
  const { order, stockChanges } = await shortTransaction(async (tx) => {
    await assertRoomForUnpaidOrder(tx, user.id, input.paymentMethod);
    await assertRoomForCodOrder(tx, user.id, input.paymentMethod);
    const address = await tx.address.findFirst({ where: { id: input.addressId, userId: user.id } });
    if (!address) throw new AppError('invalid', 'Address not found');

    const lines = input.buyNow ? [await buyNowLine(tx, input.buyNow)] : await lockedCartLines(tx, user.id);
    if (lines.length === 0) throw new AppError('invalid', EMPTY_CART);
    await assertCodUnitsWithinCap(tx, user.id, input.paymentMethod, lines);
    const stockNotices: NotificationInput[] = [];
    const stockChanges: ProductChange[] = [];
    for (const line of inLockOrder(lines, (line) => line.productId)) {
      const product = { id: line.productId, name: line.name };
      const { remaining, change } = await reserveStock(tx, product, line.quantity);
      stockChanges.push(change);
      const notice = lowStockNotice(product, line.quantity, remaining);
      if (notice) stockNotices.push(notice);
    }

    const itemNames = await itemNamesByProduct(tx, lines.map((line) => line.productId));
    const coupon = input.couponCode ? await claimOrderCoupon(tx, input.couponCode, user.id) : null;
    const amounts = orderAmounts(lines, input.mode, coupon?.discountPercent);
    assertCodValueWithinCap(input.paymentMethod, amounts.total);
    const now = new Date();

    const created = await tx.order.create({
      data: {
        orderNumber: newOrderNumber(now),
        userId: user.id,
        userName: user.name,
        userEmail: user.email,
        mode: input.mode === 'buy_now' ? 'BUY_NOW' : 'CART',
        paymentMethod: input.paymentMethod === 'card' ? 'CARD' : 'COD',
        // Cash on delivery is settled at the door; a card order gets its id from the payment provider.
        paymentId: input.paymentMethod === 'cod' ? `COD-${now.getTime()}` : null,
        subTotal: toDecimalText(amounts.subtotal),
        discountAmount: toDecimalText(amounts.discount),
        deliveryFee: toDecimalText(amounts.deliveryFee),
        total: toDecimalText(amounts.total),
        couponId: coupon?.id ?? null,
        couponCode: coupon?.code ?? null,
        deliveryName: address.name,
        deliveryMobile: address.mobile,
        deliveryAddressLine: address.addressLine,
        deliveryCity: address.city,
        deliveryState: address.state,
        deliveryPincode: address.pincode,
        deliveryCountry: address.country,
        items: {
          create: lines.map((line) => ({
            productId: line.productId,
            name: line.name,
            nameTranslations: itemNames.get(line.productId) ?? {},
            image: line.image,
            unitPrice: toDecimalText(line.price),
            quantity: line.quantity,
          })),
        },
      },
      select: orderSelect,
    });
    // Only the lines ordered: a product added to the cart meanwhile stays there for the next order.
    if (!input.buyNow) await tx.cartItem.deleteMany({ where: { id: { in: lines.map((line) => line.id) } } });
    const total = formatRs(amounts.total);
    const meta = { orderId: created.orderNumber, total, payment: input.paymentMethod === 'card' ? 'Card' : 'Cash on delivery' };
    await notify(tx, [
      { audience: 'USER', type: 'order', userId: user.id, message: `Your order ${created.orderNumber} has been placed`, meta },
      { audience: 'ADMIN', type: 'order', message: `New order ${created.orderNumber} from ${user.name} (${total})`, meta: { ...meta, customer: user.email } },
      ...stockNotices,
    ]);
    await enqueueOrderMail(tx, toOrder(created), { kind: 'placed' });
    return { order: created, stockChanges };
  });
  // The storefront's cached pages of these products must show their new stock.
  revalidateProducts(stockChanges);
  return toOrder(order);
}
