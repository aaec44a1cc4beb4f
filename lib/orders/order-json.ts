import type { Prisma } from '@/lib/generated/prisma/client';

/**
 * An order as the API and pages show it, in SPEC.md's shape: `orderId` ('ORD-...'), `userId` with name and
 * e-mail, `product_details` as JSON text of the items as bought, `delivery_address` as it was, amounts in
 * rupees. `deliveryFee` and `discountAmount` are the stored ones (the order page shows them, never adds again).
 */

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
  deliveryName: true,
  deliveryMobile: true,
  deliveryAddressLine: true,
  deliveryCity: true,
  deliveryState: true,
  deliveryPincode: true,
  deliveryCountry: true,
  createdAt: true,
  updatedAt: true,
  items: { select: { productId: true, name: true, image: true, unitPrice: true, quantity: true }, orderBy: { id: 'asc' } },
} satisfies Prisma.OrderSelect;

type SelectedOrder = Prisma.OrderGetPayload<{ select: typeof orderSelect }>;

export type OrderItemJson = { productId: string | null; name: string; image: string | null; quantity: number; price: number };

export type OrderJson = {
  _id: string;
  orderId: string;
  userId: { _id: string; name: string; email: string } | null;
  userName: string;
  userEmail: string;
  mode: 'cart' | 'buy_now';
  paymentMethod: 'card' | 'cod';
  product_details: string;
  delivery_address: { name: string; mobile: string; address_line: string; city: string; state: string; pincode: string; country: string };
  payment_id: string | null;
  payment_status: SelectedOrder['paymentStatus'];
  delivery_status: SelectedOrder['deliveryStatus'];
  subTotalAmt: number;
  discountAmount: number;
  deliveryFee: number;
  totalAmt: number;
  couponCode: string | null;
  invoice_receipt: string | null;
  createdAt: string;
  updatedAt: string;
};

export function toOrderJson(order: SelectedOrder): OrderJson {
  const items: OrderItemJson[] = order.items.map((item) => ({
    productId: item.productId,
    name: item.name,
    image: item.image,
    quantity: item.quantity,
    price: item.unitPrice.toNumber(),
  }));
  return {
    _id: order.id,
    orderId: order.orderNumber,
    userId: order.userId ? { _id: order.userId, name: order.userName, email: order.userEmail } : null,
    userName: order.userName,
    userEmail: order.userEmail,
    mode: order.mode === 'BUY_NOW' ? 'buy_now' : 'cart',
    paymentMethod: order.paymentMethod === 'CARD' ? 'card' : 'cod',
    product_details: JSON.stringify(items),
    delivery_address: {
      name: order.deliveryName,
      mobile: order.deliveryMobile,
      address_line: order.deliveryAddressLine,
      city: order.deliveryCity,
      state: order.deliveryState,
      pincode: order.deliveryPincode,
      country: order.deliveryCountry,
    },
    payment_id: order.paymentId,
    payment_status: order.paymentStatus,
    delivery_status: order.deliveryStatus,
    subTotalAmt: order.subTotal.toNumber(),
    discountAmount: order.discountAmount.toNumber(),
    deliveryFee: order.deliveryFee.toNumber(),
    totalAmt: order.total.toNumber(),
    couponCode: order.couponCode,
    invoice_receipt: order.invoiceReceipt,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
  };
}
