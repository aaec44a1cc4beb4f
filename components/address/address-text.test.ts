import { describe, expect, it } from 'vitest';
import type { Address } from '@/lib/addresses/types';
import { createTranslator } from 'use-intl/core';
import { addressFieldsSchema } from '@/lib/addresses/schemas';
import messages from '@/messages/en.json';
import { addressLine, addressProblem, defaultAddressId, withAddedAddress } from './address-text';

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

describe('addressProblem', () => {
  const t = createTranslator({ locale: 'en', messages, namespace: 'address.form' });
  const problems = (fields: Record<string, string>) => {
    const result = addressFieldsSchema.safeParse({
      ...{ name: 'Nimal', mobile: '0771234567', address_line: '12 Temple Road', city: 'Kandy', state: 'Central' },
      ...{ pincode: '20000', country: 'Sri Lanka', ...fields },
    });
    return result.success ? [] : result.error.issues.map((issue) => [String(issue.path[0]), issue.message]);
  };

  it("words the schema's messages as the catalogue does, the same text in English", () => {
    const found = [...problems({ name: '', mobile: 'abc', city: 'x'.repeat(101), pincode: 'x'.repeat(21) })];
    expect(new Set(found.map(([field]) => field))).toEqual(new Set(['name', 'mobile', 'city', 'pincode']));
    for (const [field, message] of found) {
      const problem = addressProblem(message);
      expect(problem).not.toBeNull();
      const text = t(problem!.key, { max: problem!.max, field: t(`limitNames.${field as 'name'}`) });
      expect(text).toBe(message);
    }
  });

  it('is null for anything else', () => {
    expect(addressProblem(undefined)).toBeNull();
    expect(addressProblem('Address not found')).toBeNull();
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
