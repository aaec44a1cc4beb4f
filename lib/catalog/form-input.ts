import { formFile, formText } from '@/lib/http/parse-body';
import { categoryFormSchema, type ProductInput, productInputSchema, subcategoryFormSchema, withNameEdits } from './schemas';

/** Multipart bodies of the admin calls, read into the shared schemas' values and the uploaded files. */

const NAME_TRANSLATION_FIELDS = ['name_si', 'name_ta'];
const textFields = (form: FormData, fields: string[]) => Object.fromEntries(fields.map((field) => [field, formText(form, field)]));

export function categoryFromForm(form: FormData) {
  const values = categoryFormSchema.parse(textFields(form, ['name', ...NAME_TRANSLATION_FIELDS]));
  return { ...withNameEdits(values), image: formFile(form, 'image') };
}

export function subcategoryFromForm(form: FormData) {
  const values = subcategoryFormSchema.parse(textFields(form, ['name', 'categoryId', ...NAME_TRANSLATION_FIELDS]));
  return { ...withNameEdits(values), image: formFile(form, 'image') };
}

function uploadedFiles(form: FormData, key: string): File[] {
  return form.getAll(key).filter((value): value is File => value instanceof File && value.size > 0);
}

/**
 * `existingImages` (update only) lists the current image URLs to keep; one empty value keeps none; absent keeps
 * them all.
 */
export function productFromForm(form: FormData): { values: ProductInput; images: File[]; existingImages?: string[] } {
  const fields = [
    ...['name', 'categoryId', 'sub_categoryId', 'unit', 'stock', 'price', 'discount', 'description', 'more_Details', 'status'],
    ...NAME_TRANSLATION_FIELDS,
    ...['description_si', 'description_ta'],
  ];
  const values = productInputSchema.parse(textFields(form, fields));
  const kept = form.has('existingImages')
    ? form.getAll('existingImages').filter((value): value is string => typeof value === 'string' && value !== '')
    : undefined;
  return { values, images: uploadedFiles(form, 'images'), existingImages: kept };
}
