import { toAddressJson } from '@/lib/addresses/address-json';
import { listAddresses } from '@/lib/addresses/addresses';
import { ok, withApi } from '@/lib/http';

export const GET = withApi(
  async ({ session }) => ok('Addresses', (await listAddresses(session.user.id)).map(toAddressJson)),
  { access: 'user' },
);
