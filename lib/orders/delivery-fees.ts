/**
 * Delivery fees of SPEC.md section 9, in cents: a cart checkout and a buy now. No server-only imports: the cart,
 * checkout and product pages show them too.
 */
export const DELIVERY_FEE_CENTS = { cart: 10_00, buy_now: 280_00 } as const;

export type OrderMode = keyof typeof DELIVERY_FEE_CENTS;
