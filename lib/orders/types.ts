import type { PostalAddress } from '@/lib/addresses/types';
import type { Money } from '@/lib/money';
import type { ItemNameTranslations } from './item-names';
import type { DELIVERY_STATUSES, PAYMENT_STATUSES } from './statuses';

/**
 * Orders as the shop speaks of them. Pure types: the order screens (client components) use them too.
 */

export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export type OrderPaymentStatus = (typeof PAYMENT_STATUSES)[number];
export type OrderMode = 'cart' | 'buy_now';
export type PaymentMethod = 'card' | 'cod';

/** A product line as it was bought: a snapshot that outlives the product (productId null once it is deleted). */
export type OrderItem = {
  productId: string | null;
  /** The English name (the shop's records). */
  name: string;
  /** The Sinhala and Tamil names it had when ordered (lib/orders/item-names.ts). */
  nameTranslations: ItemNameTranslations;
  image: string | null;
  unitPrice: Money;
  quantity: number;
};

/** The delivery address as it was when the order was placed. */
export type OrderAddress = PostalAddress;

/** What an order charges: the items, the coupon's discount, the delivery fee and the total. */
export type OrderAmounts = { subtotal: Money; discount: Money; deliveryFee: Money; total: Money };

export type Order = {
  id: string;
  /** The shopper-facing id, 'ORD-...'. */
  number: string;
  /** Who ordered, as they were then; null once the account is deleted. */
  customer: { id: string; name: string; email: string } | null;
  /** The name and e-mail on the order (kept when the account is deleted). */
  customerName: string;
  customerEmail: string;
  mode: OrderMode;
  paymentMethod: PaymentMethod;
  paymentId: string | null;
  paymentStatus: OrderPaymentStatus;
  deliveryStatus: DeliveryStatus;
  items: OrderItem[];
  amounts: OrderAmounts;
  couponCode: string | null;
  invoiceReceipt: string | null;
  address: OrderAddress;
  /** Refunds given so far (0 until a refund is made). */
  refundedAmount: Money;
  /** How it left the shop (lib/orders/fulfilment.ts): the courier's name and tracking number, set when shipped. */
  courier: string | null;
  trackingNumber: string | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * An order as the CSV export reads it: each line with its product's unit ('400 g'), which lines do not keep of their
 * own, so it is the product's unit now, and null once the product is deleted.
 */
export type ExportedOrder = Omit<Order, 'items'> & { items: (OrderItem & { unit: string | null })[] };

/** An order a shopper asks for: the cart's lines or one product bought now, delivered to one of their addresses. */
export type NewOrder = {
  mode: OrderMode;
  paymentMethod: PaymentMethod;
  addressId: string;
  couponCode: string | undefined;
  buyNow: { productId: string; quantity: number } | undefined;
};

/**
 * What a change of an order sets; an absent field stays as it is. `courier` and `trackingNumber` come with shipping
 * (lib/orders/fulfilment.ts).
 */
export type OrderChanges = {
  deliveryStatus?: DeliveryStatus;
  paymentStatus?: OrderPaymentStatus;
  paymentId?: string;
  courier?: string;
  trackingNumber?: string;
};

/** A courier of the admin's list, offered when shipping an order. */
export type Courier = {
  id: string;
  name: string;
  /** The tracking page with `{tracking}` where the tracking number goes; null when the courier has none. */
  trackingUrl: string | null;
  position: number;
};

/** A coupon priced against what the shopper would order now (the checkout's preview). */
export type CouponPreview = { code: string; discountPercent: number; amounts: OrderAmounts };

/** An order as a list of a few latest ones shows it (the dashboard, a customer's detail): no items, no address. */
export type OrderSummary = Pick<Order, 'id' | 'number' | 'customerName' | 'paymentStatus' | 'deliveryStatus' | 'createdAt'> & {
  total: Money;
};
