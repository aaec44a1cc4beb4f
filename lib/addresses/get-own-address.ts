import type { Address, Prisma } from '@/lib/generated/prisma/client';
import { ApiError } from '@/lib/http/errors';

export const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * One of the user's own addresses, read through `db` (a transaction's client, e.g. order creation's); another
 * user's address is answered exactly like an unknown one: ApiError 404 'Address not found'.
 */
export async function getOwnAddress(db: Prisma.TransactionClient, userId: string, addressId: string): Promise<Address> {
  const address = await db.address.findFirst({ where: { id: addressId, userId } });
  if (!address) throw new ApiError('not_found', ADDRESS_NOT_FOUND);
  return address;
}
