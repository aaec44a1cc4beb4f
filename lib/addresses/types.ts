/** One address of a shopper's address book; `isDefault` marks the one checkout preselects (each book has one). */
export type Address = {
  id: string;
  name: string;
  mobile: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
  isDefault: boolean;
};

/** A new address or a whole replacement; `makeDefault` moves the default to it (false leaves the default where it is). */
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { makeDefault: boolean };
