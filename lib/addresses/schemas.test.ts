import { describe, expect, it } from 'vitest';
import { NAME_MESSAGE } from '@/lib/i18n/person-name';
import { addressFieldsSchema, addressSchema } from './schemas';

const valid = {
  name: 'Kamal Silva',
  mobile: '077 123 4567',
  address_line: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  pincode: '00300',
  country: 'Sri Lanka',
};

const messageOf = (input: unknown) => addressSchema.safeParse(input).error?.issues[0]?.message;

describe('address input', () => {
  it('trims every field and keeps default optional', () => {
    expect(addressFieldsSchema.parse({ ...valid, city: '  Colombo 03 ' })).toEqual({ ...valid, city: 'Colombo 03' });
    expect(addressFieldsSchema.parse({ ...valid, default: true }).default).toBe(true);
  });

  it('reads the API fields into the domain input, the default only when asked for', () => {
    const domain = { name: 'Kamal Silva', mobile: '077 123 4567', addressLine: '12 Galle Road', city: 'Colombo', state: 'Western', pincode: '00300', country: 'Sri Lanka' };
    expect(addressSchema.parse(valid)).toEqual({ ...domain, makeDefault: false });
    expect(addressSchema.parse({ ...valid, default: true })).toEqual({ ...domain, makeDefault: true });
  });

  it.each(['තරුෂි පෙරේරා', 'குமார் ராஜா', 'W. A. Perera', "Dilani D'Silva"])('takes the recipient %s by the account name rule', (name) => {
    expect(addressFieldsSchema.parse({ ...valid, name }).name).toBe(name);
  });

  it.each(['Flat 2', 'x'.repeat(51), '<b>'])('refuses the recipient %s with the name rule message', (name) => {
    expect(messageOf({ ...valid, name })).toBe(NAME_MESSAGE);
  });

  it('asks to fill all fields when any is missing or blank', () => {
    expect(messageOf({})).toBe('Please fill all fields');
    expect(messageOf({ ...valid, state: '\t ' })).toBe('Please fill all fields');
  });

  it.each(['+94771234567', '011-2345678', '+94 77 123 4567', '1234567', '1'.repeat(20)])('accepts the mobile %s', (mobile) => {
    expect(messageOf({ ...valid, mobile })).toBeUndefined();
  });

  it.each(['123456', '07712345a7', '+ -- -- -- --', '+'.concat('1'.repeat(20)), '(077) 1234567', '94+771234567'])(
    'refuses the mobile %s',
    (mobile) => {
      expect(messageOf({ ...valid, mobile })).toBe('Mobile must be 7-20 digits');
    },
  );
});
