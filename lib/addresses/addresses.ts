import 'server-only';
import { prisma, type Db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { AppError } from '@/lib/errors';
import { getOwnAddress } from './get-own-address';
import type { Address, AddressInput } from './types';

/**
 * The shopper's own address book. A user with any address has exactly one default: the first address becomes
 * it, `makeDefault` moves it, deleting it promotes the newest remaining address. Every write runs in a
 * transaction that first locks the user's row, so two writes of one user's addresses (two first addresses
 * sent at once, two "make default" clicks) run one after the other; the partial unique index
 * `addresses_one_default_per_user` holds the rule in the database too.
 */

export const MAX_ADDRESSES = 50;

/** The columns of an Address: the table's names are the domain's. */
export const addressSelect = {
  id: true,
  name: true,
  mobile: true,
  addressLine: true,
  city: true,
  state: true,
  pincode: true,
  country: true,
  isDefault: true,
} satisfies Prisma.AddressSelect;

/** Default first, then newest. */
export function listAddresses(userId: string): Promise<Address[]> {
  return prisma.address.findMany({
    where: { userId },
    orderBy: [{ isDefault: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
    select: addressSelect,
  });
}

/** Serialises the address writes of one user (NO KEY UPDATE: inserts referring to the user are not blocked). */
async function lockAddressBook(tx: Db, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR NO KEY UPDATE`;
}

function columns(input: AddressInput) {
  const { name, mobile, addressLine, city, state, pincode, country } = input;
  return { name, mobile, addressLine, city, state, pincode, country };
}

async function clearDefault(tx: Db, userId: string): Promise<void> {
  await tx.address.updateMany({ where: { userId, isDefault: true }, data: { isDefault: false } });
}

export async function createAddress(userId: string, input: AddressInput): Promise<Address> {
  return prisma.$transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const existing = await tx.address.findMany({ where: { userId }, select: { isDefault: true } });
    if (existing.length >= MAX_ADDRESSES) {
      throw new AppError('invalid', `You can keep at most ${MAX_ADDRESSES} addresses: delete one first`);
    }
    const hasDefault = existing.some((address) => address.isDefault);
    const isDefault = input.makeDefault || !hasDefault;
    if (isDefault && hasDefault) await clearDefault(tx, userId);
    return tx.address.create({ data: { ...columns(input), userId, isDefault }, select: addressSelect });
  });
}

/** Replaces every field; `makeDefault` makes it the default, otherwise the default stays where it is. */
export async function updateAddress(userId: string, addressId: string, input: AddressInput): Promise<Address> {
  return prisma.$transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const address = await getOwnAddress(tx, userId, addressId);
    let isDefault = address.isDefault;
    if (!isDefault) {
      const current = await tx.address.findFirst({ where: { userId, isDefault: true }, select: { id: true } });
      isDefault = input.makeDefault || !current;
      if (isDefault && current) await clearDefault(tx, userId);
    }
    return tx.address.update({
      where: { id: address.id },
      data: { ...columns(input), isDefault },
      select: addressSelect,
    });
  });
}

/** Deleting the default makes the newest remaining address the default. Orders keep their own copy. */
export async function deleteAddress(userId: string, addressId: string): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const address = await getOwnAddress(tx, userId, addressId);
    await tx.address.delete({ where: { id: address.id } });
    if (!address.isDefault) return;
    const newest = await tx.address.findFirst({
      where: { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { id: true },
    });
    if (newest) await tx.address.update({ where: { id: newest.id }, data: { isDefault: true } });
  });
}
