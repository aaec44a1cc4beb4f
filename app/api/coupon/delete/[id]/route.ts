import { deleteCoupon } from '@/lib/coupons/coupons';
import { ok, withApi } from '@/lib/http';

export const DELETE = withApi<{ id: string }>(
  async ({ params }) => {
    await deleteCoupon(params.id);
    return ok('Coupon deleted!');
  },
  { access: 'admin' },
);
