import { toAddressJson } from '@/lib/addresses/address-json';
import { updateAddress } from '@/lib/addresses/addresses';
import { addressSchema } from '@/lib/addresses/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

export const PUT = withApi<{ addressId: string }>(
  async ({ request, params, session }) =>
    ok('Address updated', toAddressJson(await updateAddress(session.user.id, params.addressId, await parseJson(request, addressSchema)))),
  { access: 'user' },
);
