import { describe, expect, it } from 'vitest';
import type { Address } from '@/lib/addresses/types';
import { addressLine, defaultAddressId, withAddedAddress } from './address-text';

const address = (id: string, isDefault = false): Address => ({
  id,
  name: 'Nimal Perera',
  mobile: '0771234567',
  addressLine: '12 Temple Road',
  city: 'Kandy',
  state: 'Central',
  pincode: '20000',
  country: 'Sri Lanka',
  isDefault,
});

describe('defaultAddressId', () => {
  it('prefers the default address, else the first, else none', () => {
    expect(defaultAddressId([address('a'), address('b', true)])).toBe('b');
    expect(defaultAddressId([address('a'), address('b')])).toBe('a');
    expect(defaultAddressId([])).toBeNull();
  });
});

describe('addressLine', () => {
  it('joins the parts after the name in reading order', () => {
    expect(addressLine(address('a'))).toBe('12 Temple Road, Kandy, Central 20000, Sri Lanka');
  });
});

describe('withAddedAddress', () => {
  it('puts the new address first', () => {
    expect(withAddedAddress([address('a', true)], address('b')).map((item) => [item.id, item.isDefault])).toEqual([
      ['b', false],
      ['a', true],
    ]);
  });

  it('moves the default to a new default address', () => {
    expect(withAddedAddress([address('a', true)], address('b', true)).map((item) => [item.id, item.isDefault])).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });
});
