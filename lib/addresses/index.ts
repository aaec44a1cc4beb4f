import 'server-only';
export { type AddressJson, addressFromJson, toAddressJson } from './address-json';
export { addressSelect, createAddress, deleteAddress, listAddresses, MAX_ADDRESSES, updateAddress } from './addresses';
export { ADDRESS_NOT_FOUND, getOwnAddress } from './get-own-address';
export { type AddressFields, addressFieldsSchema, type AddressFormInput, addressSchema, FILL_ALL_FIELDS, MOBILE_MESSAGE } from './schemas';
export type { Address, AddressInput } from './types';
