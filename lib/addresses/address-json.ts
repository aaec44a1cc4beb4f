import type { Address } from './types';

/** An address in the shop's documented reply shape. */
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

export function toAddressJson(address: Address): AddressJson {
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

/** An address read from an API reply in the browser (the address book, a newly added address). */
export function addressFromJson(json: AddressJson): Address {
  return {
    id: json._id,
    name: json.name,
    mobile: json.mobile,
    addressLine: json.address_line,
    city: json.city,
    state: json.state,
    pincode: json.pincode,
    country: json.country,
    isDefault: json.default,
  };
}
