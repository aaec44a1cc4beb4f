import type { AddressJson } from '@/lib/addresses/address-json';

/** The address the picker preselects: the default one, else the first; null when there are none. */
export function defaultAddressId(addresses: Pick<AddressJson, '_id' | 'default'>[]): string | null {
  return (addresses.find((address) => address.default) ?? addresses[0])?._id ?? null;
}

/** One line for the street part onwards: '12 Temple Road, Kandy, Central 20000, Sri Lanka'. */
export function addressLine(address: Pick<AddressJson, 'address_line' | 'city' | 'state' | 'pincode' | 'country'>): string {
  const region = [address.state, address.pincode].filter(Boolean).join(' ');
  return [address.address_line, address.city, region, address.country].filter(Boolean).join(', ');
}

/** The list after adding `added`: it comes first, and when it is the default the others no longer are. */
export function withAddedAddress(addresses: AddressJson[], added: AddressJson): AddressJson[] {
  const rest = addresses.filter((address) => address._id !== added._id);
  return [added, ...(added.default ? rest.map((address) => ({ ...address, default: false })) : rest)];
}
