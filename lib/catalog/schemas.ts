import { z } from 'zod';
import { decimalInput } from '@/lib/http/numbers';
import { moneyFromRupees } from '@/lib/money';
import type { TranslatedLocale, TranslationEdits } from './translations';

/**
 * Catalogue input rules with their messages, shared by the route handlers (multipart text fields) and the
 * admin forms (react-hook-form through @hookform/resolvers).
 */

export const CATEGORY_REQUIRED = 'Please provide name and image';
export const SUBCATEGORY_REQUIRED = 'Please provide name, category and image';
export const PRODUCT_REQUIRED = 'Please fill required fields';
export const MAX_PRODUCT_IMAGES = 5;
export const TOO_MANY_IMAGES = 'You can upload max 5 images';
export const TOO_MANY_SELECTED = 'You can select max 5 images';
/** A draft is seen by admins only; a published product is in the shop. */
export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatusName = (typeof PRODUCT_STATUSES)[number];

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong);

/** A select's or an API client's "none": '' or absent. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const translatedText = (max: number, tooLong: string) =>
  z.preprocess((value) => (typeof value === 'string' ? value : undefined), z.string().trim().max(max, tooLong).optional());

/** A category's or subcategory's name in Sinhala and Tamil: absent keeps what it has, '' clears it. */
const translatedNameFields = {
  name_si: z.string().trim().max(80, 'The Sinhala name must be at most 80 characters').optional(),
  name_ta: z.string().trim().max(80, 'The Tamil name must be at most 80 characters').optional(),
};

/** The checked name fields as edits of the translations (lib/catalog/translations.ts). */
export const withNameEdits = <T extends { name_si?: string; name_ta?: string }>({ name_si, name_ta, ...fields }: T) => ({
  ...fields,
  translations: { si: { name: name_si }, ta: { name: name_ta } } satisfies TranslationEdits,
});

export const categoryFormSchema = z.object({
  name: requiredText(CATEGORY_REQUIRED, 80, 'Category name must be at most 80 characters'),
  ...translatedNameFields,
});
export type CategoryFormInput = z.input<typeof categoryFormSchema>;

export const subcategoryFormSchema = z.object({
  name: requiredText(SUBCATEGORY_REQUIRED, 80, 'Subcategory name must be at most 80 characters'),
  categoryId: requiredText(SUBCATEGORY_REQUIRED, 64, 'Category not found'),
  ...translatedNameFields,
});
export type SubcategoryFormInput = z.input<typeof subcategoryFormSchema>;

export const categoryNameSchema = z.object({
  name: requiredText('Category name is required', 80, 'Category name must be at most 80 characters'),
});

const STOCK_MESSAGE = 'Stock must be a whole number from 0 to 1,000,000';
const PRICE_MESSAGE = 'Price must be a number above 0 with at most 2 decimals';
export const DISCOUNT_MESSAGE = 'Discount must be a whole percent from 0 to 100';
const DETAILS_MESSAGE = 'Extra details must be up to 30 name and value pairs of text';

/** Numbers arrive as form text; '' means missing (PRODUCT_REQUIRED), anything else not a number gets `message`. */
const numberField = (message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .custom<unknown>((value) => value !== undefined, PRODUCT_REQUIRED)
      .pipe(z.preprocess(decimalInput, z.number({ error: message }).refine(Number.isFinite, message))),
  );

const details = z.record(z.string().trim().min(1).max(60), z.string().trim().max(300));

/** more_Details: JSON text of key/value pairs (as the multipart form sends it), or already an object. */
const moreDetailsField = z.preprocess(
  (value) => {
    const blank = blankToUndefined(value);
    if (typeof blank !== 'string') return blank;
    try {
      return JSON.parse(blank);
    } catch {
      return null;
    }
  },
  z
    .unknown()
    .transform((value, context) => {
      if (value === undefined) return {};
      const parsed = details.safeParse(value);
      if (!parsed.success || Object.keys(parsed.data).length > 30) {
        context.addIssue({ code: 'custom', message: DETAILS_MESSAGE });
        return z.NEVER;
      }
      return parsed.data;
    }),
);

/** A translation of a product's name or description: blank clears it (the page then shows the English one). */
/** The product's fields as the API and the admin form send them: the shop's wire names, the price in rupees. */
export const productFieldsSchema = z.object({
  name: requiredText(PRODUCT_REQUIRED, 200, 'Product name must be at most 200 characters'),
  categoryId: requiredText(PRODUCT_REQUIRED, 64, 'Category not found'),
  sub_categoryId: z.preprocess(blankToUndefined, z.string().trim().max(64, 'Subcategory not found').optional()),
  unit: requiredText(PRODUCT_REQUIRED, 40, 'Unit must be at most 40 characters'),
  stock: numberField(STOCK_MESSAGE).pipe(z.number().int(STOCK_MESSAGE).min(0, STOCK_MESSAGE).max(1_000_000, STOCK_MESSAGE)),
  price: numberField(PRICE_MESSAGE).pipe(
    z
      .number()
      .gt(0, PRICE_MESSAGE)
      .max(99_999_999.99, PRICE_MESSAGE)
      .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, PRICE_MESSAGE),
  ),
  discount: z
    .preprocess((value) => decimalInput(blankToUndefined(value)), z.number({ error: DISCOUNT_MESSAGE }).int(DISCOUNT_MESSAGE).min(0, DISCOUNT_MESSAGE).max(100, DISCOUNT_MESSAGE).optional())
    .transform((value) => value ?? 0),
  description: z.preprocess(
    (value) => value ?? '',
    z.string({ error: 'Description must be text' }).trim().max(5000, 'Description must be at most 5000 characters'),
  ),
  more_Details: moreDetailsField,
  name_si: translatedText(200, 'The Sinhala name must be at most 200 characters'),
  name_ta: translatedText(200, 'The Tamil name must be at most 200 characters'),
  description_si: translatedText(5000, 'The Sinhala description must be at most 5000 characters'),
  description_ta: translatedText(5000, 'The Tamil description must be at most 5000 characters'),
  /** Absent: a new product is published, an updated one keeps its status. */
  status: z.preprocess(
    blankToUndefined,
    z.enum(PRODUCT_STATUSES, { error: `status must be one of ${PRODUCT_STATUSES.join(', ')}` }).optional(),
  ),
});

/**
 * The Sinhala and Tamil fields as edits of the product's translations (lib/catalog/translations.ts): a field not sent
 * keeps what the product has, so an API client that knows nothing of them changes nothing.
 */
function translationEditsFrom(fields: Record<`${'name' | 'description'}_${TranslatedLocale}`, string | undefined>): TranslationEdits {
  return {
    si: { name: fields.name_si, description: fields.description_si },
    ta: { name: fields.name_ta, description: fields.description_ta },
  };
}

/** The checked fields as the catalogue takes them: the subcategory and details by their names, the price as Money. */
export const productInputSchema = productFieldsSchema.transform(
  ({ sub_categoryId, more_Details, price, name_si, name_ta, description_si, description_ta, ...fields }) => ({
    ...fields,
    subcategoryId: sub_categoryId,
    details: more_Details,
    price: moneyFromRupees(price),
    translations: translationEditsFrom({ name_si, name_ta, description_si, description_ta }),
  }),
);
export type ProductInput = z.output<typeof productInputSchema>;
