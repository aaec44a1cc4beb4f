import { ok, parseJson, withApi } from '@/lib/http';
import { toCourierJson } from '@/lib/orders/courier-json';
import { createCourier, listCouriers } from '@/lib/orders/couriers';
import { courierSchema } from '@/lib/orders/schemas';

/** The couriers offered when shipping an order (admin). */
export const GET = withApi(async () => ok('Couriers fetched', (await listCouriers()).map(toCourierJson)), { access: 'admin' });

export const POST = withApi(
  async ({ request }) => ok('Courier added', toCourierJson(await createCourier(await parseJson(request, courierSchema))), { status: 201 }),
  { access: 'admin' },
);
