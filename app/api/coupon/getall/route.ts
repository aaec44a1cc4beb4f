import { toCouponJson } from '@/lib/coupons/coupon-json';
import { listCoupons } from '@/lib/coupons/coupons';
import { ok, withApi } from '@/lib/http';

/** The documented reply lists coupons in `coupons`; `data` carries the same list, as every other reply does. */
export const GET = withApi(
  async () => {
    const coupons = (await listCoupons()).map(toCouponJson);
    return ok('Coupons fetched', coupons, { extra: { coupons } });
  },
  { access: 'admin' },
);
