import { cents, type Money } from '@/lib/money';
import type { OrderMode } from './types';

/**
 * The delivery fees of a cart checkout and of a buy now. No server-only imports: the cart, checkout and product
 * pages show them too.
 */
export const DELIVERY_FEES: Record<OrderMode, Money> = { cart: cents(10_00), buy_now: cents(280_00) };
