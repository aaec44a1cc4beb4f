import 'server-only';
import type { Db } from '@/lib/db/client';
import type { Address } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';

export const ADDRESS_NOT_FOUND = 'Address not found';

/**
 * One of the user's own addresses, read through `db` (a transaction's client, e.g. order creation's); another
 * user's address is answered exactly like an unknown one: AppError 404 'Address not found'.
 */
export async function getOwnAddress(db: Db, userId: string, addressId: string): Promise<Address> {
  const address = await db.address.findFirst({ where: { id: addressId, userId } });
  if (!address) throw new AppError('not_found', ADDRESS_NOT_FOUND);
  return address;
}
