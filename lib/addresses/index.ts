export { type AddressJson, addressSelect, toAddressJson } from './address-json';
export { createAddress, deleteAddress, listAddresses, MAX_ADDRESSES, updateAddress } from './addresses';
export { ADDRESS_NOT_FOUND, getOwnAddress } from './get-own-address';
export { type AddressFormInput, type AddressInput, addressSchema, FILL_ALL_FIELDS, MOBILE_MESSAGE } from './schemas';
