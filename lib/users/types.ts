import type { Address } from '@/lib/addresses/types';
import type { DeliveryStatus, OrderPaymentStatus, PaymentStatus, Role, UserStatus } from '@/lib/generated/prisma/enums';
import type { Money } from '@/lib/money';
import type { Review } from '@/lib/reviews/types';

/** An account as the shop knows it, without its secrets (password hash, codes, session version). */
export type User = {
  id: string;
  name: string;
  email: string;
  mobile: string | null;
  avatar: string | null;
  role: Role;
  status: UserStatus;
  emailVerified: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
};

/** The latest few of a part of a customer's history, and how many there are in all. */
export type Latest<T> = { items: T[]; total: number };

/** An order as the customer's detail lists it. */
export type CustomerOrder = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  total: Money;
  paymentStatus: OrderPaymentStatus;
  deliveryStatus: DeliveryStatus;
};

/** A card payment as the customer's detail lists it, with the number of the order it paid. */
export type CustomerPayment = {
  id: string;
  orderNumber: string;
  createdAt: Date;
  amount: Money;
  status: PaymentStatus;
  receiptUrl: string | null;
};

/** One customer for the admin: the account, and the latest of their orders, payments, addresses and reviews. */
export type CustomerDetail = {
  user: User;
  orders: Latest<CustomerOrder>;
  payments: Latest<CustomerPayment>;
  addresses: Latest<Address>;
  reviews: Latest<Review>;
};
