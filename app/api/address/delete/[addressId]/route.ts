import { deleteAddress } from '@/lib/addresses/addresses';
import { ok, withApi } from '@/lib/http';

export const DELETE = withApi<{ addressId: string }>(
  async ({ params, session }) => {
    await deleteAddress(session.user.id, params.addressId);
    return ok('Address deleted');
  },
  { access: 'user' },
);
