import { toAddressJson } from '@/lib/addresses/address-json';
import { createAddress } from '@/lib/addresses/addresses';
import { addressSchema } from '@/lib/addresses/schemas';
import { ok, parseJson, withApi } from '@/lib/http';

export const POST = withApi(
  async ({ request, session }) =>
    ok('Address added', toAddressJson(await createAddress(session.user.id, await parseJson(request, addressSchema))), { status: 201 }),
  { access: 'user' },
);
