import { describe, expect, it } from 'vitest';
import { buyNowTotals, checkoutTotals, couponStillApplies } from './checkout-totals';

const coupon = { code: 'WELCOME10', discountPercent: 10, discountAmount: 290.03, subtotal: 2900.3, deliveryFee: 10, total: 2620.27 };

describe('checkoutTotals', () => {
  it('adds the Rs 10 delivery fee to the subtotal without a coupon', () => {
    expect(checkoutTotals(290030, 10_00, null)).toEqual({ subtotal: 2900.3, discount: 0, deliveryFee: 10, total: 2910.3 });
  });

  it("shows the coupon reply's amounts as they are", () => {
    expect(checkoutTotals(290030, 10_00, coupon)).toEqual({ subtotal: 2900.3, discount: 290.03, deliveryFee: 10, total: 2620.27 });
  });
});

describe('couponStillApplies', () => {
  it('holds while the cart subtotal is the one the coupon was priced for', () => {
    expect(couponStillApplies(coupon, 290030)).toBe(true);
    expect(couponStillApplies(coupon, 145000)).toBe(false);
    expect(couponStillApplies(null, 290030)).toBe(false);
  });
});

describe('buyNowTotals', () => {
  it('is price × quantity plus the Rs 280 delivery fee, in whole cents', () => {
    expect(buyNowTotals(0.1, 3, 280_00)).toEqual({ subtotal: 0.3, discount: 0, deliveryFee: 280, total: 280.3 });
    expect(buyNowTotals(1850, 2, 280_00)).toEqual({ subtotal: 3700, discount: 0, deliveryFee: 280, total: 3980 });
  });
});
