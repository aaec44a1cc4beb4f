import type { Prisma } from '@/lib/generated/prisma/client';

/** An address as the API shows it, in SPEC.md's names. */
export type AddressJson = {
  _id: string;
  name: string;
  mobile: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  default: boolean;
};

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

type SelectedAddress = Prisma.AddressGetPayload<{ select: typeof addressSelect }>;

export function toAddressJson(address: SelectedAddress): AddressJson {
  return {
    _id: address.id,
    name: address.name,
    mobile: address.mobile,
    address_line: address.addressLine,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    country: address.country,
    default: address.isDefault,
  };
}
