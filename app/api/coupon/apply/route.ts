import { applyCoupon } from '@/lib/coupons/apply-coupon';
import { couponApplySchema } from '@/lib/coupons/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

/** SPEC.md reads `discountAmount` at the top level; `data` has the code and every amount. */
export const POST = withApi(
  async ({ request, session }) => {
    const applied = await applyCoupon(session.user.id, await parseJson(request, couponApplySchema));
    return ok('Coupon applied', applied, { extra: { discountAmount: applied.discountAmount } });
  },
  { access: 'user' },
);
