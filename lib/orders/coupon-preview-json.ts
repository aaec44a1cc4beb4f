import { moneyFromRupees, toRupees } from '@/lib/money';
import type { CouponPreview } from './types';

/** `POST /api/coupon/apply`'s data, the shop's documented reply shape: amounts in rupees. */
export type CouponPreviewJson = {
  code: string;
  discountPercent: number;
  discountAmount: number;
  /** The items at current prices, before the discount. */
  subtotal: number;
  /** The order's delivery fee: Rs 10 for the cart, Rs 280 for a buy now. */
  deliveryFee: number;
  /** subtotal − discountAmount + deliveryFee: what the order would charge now. */
  total: number;
};

export function toCouponPreviewJson({ code, discountPercent, amounts }: CouponPreview): CouponPreviewJson {
  return {
    code,
    discountPercent,
    discountAmount: toRupees(amounts.discount),
    subtotal: toRupees(amounts.subtotal),
    deliveryFee: toRupees(amounts.deliveryFee),
    total: toRupees(amounts.total),
  };
}

/** The checkout's coupon box reads the reply back as the domain's preview. */
export function couponPreviewFromJson(json: CouponPreviewJson): CouponPreview {
  return {
    code: json.code,
    discountPercent: json.discountPercent,
    amounts: {
      subtotal: moneyFromRupees(json.subtotal),
      discount: moneyFromRupees(json.discountAmount),
      deliveryFee: moneyFromRupees(json.deliveryFee),
      total: moneyFromRupees(json.total),
    },
  };
}
