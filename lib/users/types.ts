import type { Address } from '@/lib/addresses/types';
import type { Role, UserStatus } from '@/lib/generated/prisma/enums';
import type { OrderSummary } from '@/lib/orders/types';
import type { Payment } from '@/lib/payments/types';
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

/** A customer's payment as their detail lists it. */
export type CustomerPayment = Pick<Payment, 'id' | 'order' | 'amount' | 'status' | 'receiptUrl' | 'createdAt'>;

/** One customer for the admin: the account, and the latest of their orders, payments, addresses and reviews. */
export type CustomerDetail = {
  user: User;
  orders: Latest<OrderSummary>;
  payments: Latest<CustomerPayment>;
  addresses: Latest<Address>;
  reviews: Latest<Review>;
};

/** Who the header shows: the signed-in person (or a guest, null), their cart's lines and unread notifications. */
export type Visitor = { user: Pick<User, 'id' | 'name' | 'role'> | null; cartCount: number; unread: number };
