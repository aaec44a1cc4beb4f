import type { Prisma } from '@/lib/generated/prisma/client';
import { moneyFromDecimal } from '@/lib/money';
import { itemNameTranslationsOf } from './item-names';
import type { ExportedOrder, Order, OrderSummary } from './types';

/** What is read of an order, and its mapping to the domain's Order (the Prisma edge of orders). */
export const orderSelect = {
  id: true,
  orderNumber: true,
  userId: true,
  userName: true,
  userEmail: true,
  mode: true,
  paymentMethod: true,
  paymentId: true,
  paymentStatus: true,
  deliveryStatus: true,
  subTotal: true,
  discountAmount: true,
  deliveryFee: true,
  total: true,
  couponCode: true,
  invoiceReceipt: true,
  refundedAmount: true,
  courier: true,
  trackingNumber: true,
  shippedAt: true,
  deliveredAt: true,
  deliveryName: true,
  deliveryMobile: true,
  deliveryAddressLine: true,
  deliveryCity: true,
  deliveryState: true,
  deliveryPincode: true,
  deliveryCountry: true,
  createdAt: true,
  updatedAt: true,
  items: { select: { productId: true, name: true, nameTranslations: true, image: true, unitPrice: true, quantity: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderSelect;

type OrderRow = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    number: row.orderNumber,
    customer: row.userId ? { id: row.userId, name: row.userName, email: row.userEmail } : null,
    customerName: row.userName,
    customerEmail: row.userEmail,
    mode: row.mode === 'BUY_NOW' ? 'buy_now' : 'cart',
    paymentMethod: row.paymentMethod === 'CARD' ? 'card' : 'cod',
    paymentId: row.paymentId,
    paymentStatus: row.paymentStatus,
    deliveryStatus: row.deliveryStatus,
    items: row.items.map((item) => ({
      productId: item.productId,
      name: item.name,
      nameTranslations: itemNameTranslationsOf(item.nameTranslations),
      image: item.image,
      unitPrice: moneyFromDecimal(item.unitPrice),
      quantity: item.quantity,
    })),
    amounts: {
      subtotal: moneyFromDecimal(row.subTotal),
      discount: moneyFromDecimal(row.discountAmount),
      deliveryFee: moneyFromDecimal(row.deliveryFee),
      total: moneyFromDecimal(row.total),
    },
    couponCode: row.couponCode,
    invoiceReceipt: row.invoiceReceipt,
    address: {
      name: row.deliveryName,
      mobile: row.deliveryMobile,
      addressLine: row.deliveryAddressLine,
      city: row.deliveryCity,
      state: row.deliveryState,
      pincode: row.deliveryPincode,
      country: row.deliveryCountry,
    },
    refundedAmount: moneyFromDecimal(row.refundedAmount),
    courier: row.courier,
    trackingNumber: row.trackingNumber,
    shippedAt: row.shippedAt,
    deliveredAt: row.deliveredAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** An order for the CSV export: orderSelect, each line with its product's unit. */
export const orderExportSelect = {
  ...orderSelect,
  items: { ...orderSelect.items, select: { ...orderSelect.items.select, product: { select: { unit: true } } } },
} satisfies Prisma.OrderSelect;

export function toExportedOrder(row: Prisma.OrderGetPayload<{ select: typeof orderExportSelect }>): ExportedOrder {
  const order = toOrder(row);
  return { ...order, items: order.items.map((item, index) => ({ ...item, unit: row.items[index]!.product?.unit ?? null })) };
}

export const orderSummarySelect = {
  id: true,
  orderNumber: true,
  userName: true,
  paymentStatus: true,
  deliveryStatus: true,
  total: true,
  createdAt: true,
} satisfies Prisma.OrderSelect;

export function toOrderSummary(row: Prisma.OrderGetPayload<{ select: typeof orderSummarySelect }>): OrderSummary {
  const { orderNumber, userName, total, ...rest } = row;
  return { ...rest, number: orderNumber, customerName: userName, total: moneyFromDecimal(total) };
}
