import type { Address, PostalAddress } from './types';

/** A postal address in the documented reply shape (an address book entry's fields, an order's delivery_address). */
export type PostalAddressJson = {
  name: string;
  mobile: string;
  address_line: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

/** An address book entry in the shop's documented reply shape. */
export type AddressJson = { _id: string } & PostalAddressJson & { default: boolean };

export function toPostalAddressJson(address: PostalAddress): PostalAddressJson {
  return {
    name: address.name,
    mobile: address.mobile,
    address_line: address.addressLine,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    country: address.country,
  };
}

export function postalAddressFromJson(json: PostalAddressJson): PostalAddress {
  const { address_line: addressLine, name, mobile, city, state, pincode, country } = json;
  return { name, mobile, addressLine, city, state, pincode, country };
}

export function toAddressJson(address: Address): AddressJson {
  return { _id: address.id, ...toPostalAddressJson(address), default: address.isDefault };
}

/** An address read from an API reply in the browser (the address book, a newly added address). */
export function addressFromJson(json: AddressJson): Address {
  return { id: json._id, ...postalAddressFromJson(json), isDefault: json.default };
}
