import { postalAddressFromJson, type PostalAddressJson, toPostalAddressJson } from '@/lib/addresses/address-json';
import { moneyFromRupees, toRupees } from '@/lib/money';
import { type ItemNameTranslations, itemNameTranslationsOf } from './item-names';
import type { Order, OrderItem } from './types';

/**
 * An order as the API shows it, the shop's documented reply shape: `_id`, `orderId` ('ORD-...'), `userId` with name
 * and e-mail, `product_details` as JSON text of the items as bought, `delivery_address` as it was, amounts in rupees.
 * `deliveryFee` and `discountAmount` are the stored ones; `refunded_amount` and the fulfilment fields (`courier`,
 * `tracking_number`, `shipped_at`, `delivered_at`) are the shop's additions. Called by the route handlers; the client
 * components that read an order from a reply map it back with orderFromJson.
 */

/** An item as bought; `name_translations` (the shop's addition) holds its Sinhala and Tamil names then, `{}` for none. */
type OrderItemJson = {
  productId: string | null;
  name: string;
  name_translations: ItemNameTranslations;
  image: string | null;
  quantity: number;
  price: number;
};

export type OrderJson = {
  _id: string;
  orderId: string;
  userId: { _id: string; name: string; email: string } | null;
  userName: string;
  userEmail: string;
  mode: Order['mode'];
  paymentMethod: Order['paymentMethod'];
  product_details: string;
  delivery_address: PostalAddressJson;
  payment_id: string | null;
  payment_status: Order['paymentStatus'];
  delivery_status: Order['deliveryStatus'];
  subTotalAmt: number;
  discountAmount: number;
  deliveryFee: number;
  totalAmt: number;
  couponCode: string | null;
  invoice_receipt: string | null;
  /** Rupees refunded so far. */
  refunded_amount: number;
  courier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  createdAt: string;
  updatedAt: string;
};

const toItemJson = (item: OrderItem): OrderItemJson => ({
  productId: item.productId,
  name: item.name,
  name_translations: item.nameTranslations,
  image: item.image,
  quantity: item.quantity,
  price: toRupees(item.unitPrice),
});

export function toOrderJson(order: Order): OrderJson {
  const { address, amounts } = order;
  return {
    _id: order.id,
    orderId: order.number,
    userId: order.customer ? { _id: order.customer.id, name: order.customer.name, email: order.customer.email } : null,
    userName: order.customerName,
    userEmail: order.customerEmail,
    mode: order.mode,
    paymentMethod: order.paymentMethod,
    // JSON text of the items as bought.
    product_details: JSON.stringify(order.items.map(toItemJson)),
    delivery_address: toPostalAddressJson(address),
    payment_id: order.paymentId,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
    subTotalAmt: toRupees(amounts.subtotal),
    discountAmount: toRupees(amounts.discount),
    deliveryFee: toRupees(amounts.deliveryFee),
    totalAmt: toRupees(amounts.total),
    couponCode: order.couponCode,
    invoice_receipt: order.invoiceReceipt,
    refunded_amount: toRupees(order.refundedAmount),
    courier: order.courier,
    tracking_number: order.trackingNumber,
    shipped_at: order.shippedAt?.toISOString() ?? null,
    delivered_at: order.deliveredAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}

/** An order read from an API reply (the checkout's placed order, an admin's saved change), as the domain's Order. */
export function orderFromJson(json: OrderJson): Order {
  const { _id: id, orderId: number, userId: customer, userName: customerName, userEmail: customerEmail, mode, paymentMethod } = json;
  const items = JSON.parse(json.product_details) as OrderItemJson[];
  return {
    id,
    number,
    customer: customer && { id: customer._id, name: customer.name, email: customer.email },
    customerName,
    customerEmail,
    mode,
    paymentMethod,
    paymentId: json.payment_id,
    paymentStatus: json.payment_status,
    deliveryStatus: json.delivery_status,
    items: items.map((item) => ({
      productId: item.productId,
      name: item.name,
      nameTranslations: itemNameTranslationsOf(item.name_translations),
      image: item.image,
      unitPrice: moneyFromRupees(item.price),
      quantity: item.quantity,
    })),
    amounts: {
      subtotal: moneyFromRupees(json.subTotalAmt),
      discount: moneyFromRupees(json.discountAmount),
      deliveryFee: moneyFromRupees(json.deliveryFee),
      total: moneyFromRupees(json.totalAmt),
    },
    couponCode: json.couponCode,
    invoiceReceipt: json.invoice_receipt,
    address: postalAddressFromJson(json.delivery_address),
    refundedAmount: moneyFromRupees(json.refunded_amount),
    courier: json.courier,
    trackingNumber: json.tracking_number,
    shippedAt: json.shipped_at === null ? null : new Date(json.shipped_at),
    deliveredAt: json.delivered_at === null ? null : new Date(json.delivered_at),
    createdAt: new Date(json.createdAt),
    updatedAt: new Date(json.updatedAt),
  };
}
