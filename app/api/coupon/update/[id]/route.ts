import { toCouponJson } from '@/lib/coupons/coupon-json';
import { updateCoupon } from '@/lib/coupons/coupons';
import { couponSchema } from '@/lib/coupons/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) => ok('Coupon updated successfully!', toCouponJson(await updateCoupon(params.id, await parseJson(request, couponSchema)))),
  { access: 'admin' },
);
