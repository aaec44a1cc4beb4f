import { toCouponJson } from '@/lib/coupons/coupon-json';
import { listCoupons } from '@/lib/coupons/coupons';
import { ok, withApi } from '@/lib/http';

/** SPEC.md reads the list from `coupons`; `data` carries the same list, as every other reply does. */
export const GET = withApi(
  async () => {
    const coupons = (await listCoupons()).map(toCouponJson);
    return ok('Coupons fetched', coupons, { extra: { coupons } });
  },
  { access: 'admin' },
);
