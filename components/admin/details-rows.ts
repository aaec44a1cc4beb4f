import { z } from 'zod';
import { productFieldsSchema } from '@/lib/catalog/schemas';
import { moneyFromRupees } from '@/lib/money';

/**
 * A product's extra details as the form edits them: rows of name and value, in order. The API
 * takes them as JSON text of an object of string values; the shared product schema then applies its limits.
 */

export type DetailRow = { key: string; value: string };

export const DETAIL_NAME_MISSING = 'Give this detail a name';
export const DETAIL_NAME_REPEATED = 'Each detail needs a different name';

export function detailsToRows(details: Record<string, string>): DetailRow[] {
  return Object.entries(details).map(([key, value]) => ({ key, value }));
}

const isBlank = (row: DetailRow) => row.key.trim() === '' && row.value.trim() === '';

/** Trimmed names and values; rows left entirely empty are ignored. Later rows win on a repeated name. */
export function rowsToDetails(rows: readonly DetailRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((row) => !isBlank(row)).map((row) => [row.key.trim(), row.value.trim()]));
}

/**
 * The rows' own checks, shown on the row at fault: a value needs a name, and names differ (ignoring letter case
 * and surrounding spaces, as an admin reads them). Then the shared schema's rule for more_Details (lengths, count).
 */
export const detailRowsSchema = z
  .array(z.object({ key: z.string(), value: z.string() }))
  .superRefine((rows, context) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (isBlank(row)) return;
      const name = row.key.trim().toLowerCase();
      if (name === '') {
        context.addIssue({ code: 'custom', message: DETAIL_NAME_MISSING, path: [index, 'key'] });
      } else if (seen.has(name)) {
        context.addIssue({ code: 'custom', message: DETAIL_NAME_REPEATED, path: [index, 'key'] });
      }
      seen.add(name);
    });
  })
  .transform((rows, context) => {
    const checked = productFieldsSchema.shape.more_Details.safeParse(rowsToDetails(rows));
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) context.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/**
 * The admin product form: the shared product schema's rules under the catalogue's names, with the extra details
 * edited as rows; it gives the product's input (price as Money), which catalogue-form-data.ts sends.
 */
export const productFormFieldsSchema = productFieldsSchema.omit({ sub_categoryId: true, more_Details: true, price: true }).extend({
  subcategoryId: productFieldsSchema.shape.sub_categoryId,
  price: productFieldsSchema.shape.price.transform(moneyFromRupees),
  details: detailRowsSchema,
});
export type ProductFormFields = z.input<typeof productFormFieldsSchema>;
/** The checked product form. */
export type ProductFormValues = z.output<typeof productFormFieldsSchema>;
