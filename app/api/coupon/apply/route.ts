import { couponApplySchema } from '@/lib/coupons/schemas';
import { ok, parseJson, withApi } from '@/lib/http';
import { previewCoupon } from '@/lib/orders/coupon-preview';
import { toCouponPreviewJson } from '@/lib/orders/coupon-preview-json';

/** The shop's documented reply reads `discountAmount` at the top level; `data` has the code and every amount. */
export const POST = withApi(
  async ({ request, session }) => {
    const applied = toCouponPreviewJson(await previewCoupon(session.user.id, await parseJson(request, couponApplySchema)));
    return ok('Coupon applied', applied, { extra: { discountAmount: applied.discountAmount } });
  },
  { access: 'user' },
);
