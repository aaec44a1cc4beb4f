/** Where a parcel goes and who takes it: an address book's entry and an order's delivery address alike. */
export type PostalAddress = {
  name: string;
  mobile: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
};

/** One address of a shopper's address book; `isDefault` marks the one checkout preselects (each book has one). */
export type Address = PostalAddress & { id: string; isDefault: boolean };

/** A new address or a whole replacement; `makeDefault` moves the default to it (false leaves the default where it is). */
export type AddressInput = Omit<Address, 'id' | 'isDefault'> & { makeDefault: boolean };
