import { ok, parseJson, withApi } from '@/lib/http';
import { toCourierJson } from '@/lib/orders/courier-json';
import { deleteCourier, updateCourier } from '@/lib/orders/couriers';
import { courierSchema } from '@/lib/orders/schemas';

export const PUT = withApi<{ id: string }>(
  async ({ request, params }) => ok('Courier updated', toCourierJson(await updateCourier(params.id, await parseJson(request, courierSchema)))),
  { access: 'admin' },
);

/** Orders shipped with it keep its name. */
export const DELETE = withApi<{ id: string }>(
  async ({ params }) => {
    await deleteCourier(params.id);
    return ok('Courier deleted');
  },
  { access: 'admin' },
);
