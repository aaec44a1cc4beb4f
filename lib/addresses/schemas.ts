import { z } from 'zod';
import { personNameSchema } from '@/lib/i18n/person-name';
import type { AddressInput } from './types';

/**
 * Address input: all seven fields required ('Please fill all fields'), trimmed, within the
 * column lengths of prisma/schema.prisma, in the API's field names. The forms check and send these fields; the route
 * handlers read them into the domain's AddressInput (addressSchema). An update sends the whole address again (full
 * replacement), with the same rules.
 */

export const FILL_ALL_FIELDS = 'Please fill all fields';
export const MOBILE_MESSAGE = 'Mobile must be 7-20 digits';

const requiredText = (max: number, label: string) =>
  z.string({ error: FILL_ALL_FIELDS }).trim().min(1, FILL_ALL_FIELDS).max(max, `${label} must be at most ${max} characters`);

/**
 * Digits with an optional leading +, spaces and hyphens (as the profile's mobile), at least 7 digits, at most 20
 * characters in all (the column's length).
 */
const mobile = z
  .string({ error: FILL_ALL_FIELDS })
  .trim()
  .min(1, FILL_ALL_FIELDS)
  .max(20, MOBILE_MESSAGE)
  .regex(/^\+?[0-9 -]{7,20}$/, MOBILE_MESSAGE)
  .refine((value) => value.replace(/\D/g, '').length >= 7, MOBILE_MESSAGE);

export const addressFieldsSchema = z.object({
  /** The recipient: a person's name, by the same rule as the account's. */
  name: personNameSchema(FILL_ALL_FIELDS),
  mobile,
  address_line: requiredText(200, 'Address line'),
  city: requiredText(100, 'City'),
  state: requiredText(100, 'State'),
  pincode: requiredText(20, 'Pincode'),
  country: requiredText(100, 'Country'),
  /** true makes this the default address; false or absent leaves the default where it is. */
  default: z.boolean({ error: 'Default must be true or false' }).optional(),
});
export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressFormInput = z.input<typeof addressFieldsSchema>;

/** The request body of POST /api/address/create and PUT /api/address/update/{id}, as the domain's AddressInput. */
export const addressSchema = addressFieldsSchema.transform(
  (fields): AddressInput => ({
    name: fields.name,
    mobile: fields.mobile,
    addressLine: fields.address_line,
    city: fields.city,
    state: fields.state,
    pincode: fields.pincode,
    country: fields.country,
    makeDefault: fields.default === true,
  }),
);
