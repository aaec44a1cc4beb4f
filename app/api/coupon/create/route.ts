import { toCouponJson } from '@/lib/coupons/coupon-json';
import { createCoupon } from '@/lib/coupons/coupons';
import { couponSchema } from '@/lib/coupons/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

export const POST = withApi(
  async ({ request }) => ok('Coupon created successfully!', toCouponJson(await createCoupon(await parseJson(request, couponSchema))), { status: 201 }),
  { access: 'admin' },
);
