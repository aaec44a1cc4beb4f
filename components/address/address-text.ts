import { FILL_ALL_FIELDS, MOBILE_MESSAGE } from '@/lib/addresses/schemas';
import type { Address } from '@/lib/addresses/types';

/** The address the picker preselects: the default one, else the first; null when there are none. */
export function defaultAddressId(addresses: Pick<Address, 'id' | 'isDefault'>[]): string | null {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}

/** One line for the street part onwards: '12 Temple Road, Kandy, Central 20000, Sri Lanka'. */
export function addressLine(address: Pick<Address, 'addressLine' | 'city' | 'state' | 'pincode' | 'country'>): string {
  const region = [address.state, address.pincode].filter(Boolean).join(' ');
  return [address.addressLine, address.city, region, address.country].filter(Boolean).join(', ');
}

/**
 * The address form's message for a field's problem (lib/addresses/schemas.ts writes it in English), as its key in
 * `address.form`: 'fillAll', 'mobileInvalid', or 'tooLong' with the field's limit; null for any other message.
 */
export function addressProblem(message: string | undefined): { key: 'fillAll' | 'mobileInvalid' | 'tooLong'; max: number } | null {
  if (message === FILL_ALL_FIELDS) return { key: 'fillAll', max: 0 };
  if (message === MOBILE_MESSAGE) return { key: 'mobileInvalid', max: 0 };
  const tooLong = message ? /^.+ must be at most (\d+) characters$/.exec(message) : null;
  return tooLong ? { key: 'tooLong', max: Number(tooLong[1]) } : null;
}

/** The list after adding `added`: it comes first, and when it is the default the others no longer are. */
export function withAddedAddress(addresses: Address[], added: Address): Address[] {
  const rest = addresses.filter((address) => address.id !== added.id);
  return [added, ...(added.isDefault ? rest.map((address) => ({ ...address, isDefault: false })) : rest)];
}
