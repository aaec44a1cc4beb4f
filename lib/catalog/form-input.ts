import { formFile, formText } from '@/lib/http/parse-body';
import { categoryFormSchema, type ProductInput, productInputSchema, subcategoryFormSchema } from './schemas';

/** Multipart bodies of the admin calls, read into the shared schemas' values and the uploaded files. */

export function categoryFromForm(form: FormData) {
  return { ...categoryFormSchema.parse({ name: formText(form, 'name') }), image: formFile(form, 'image') };
}

export function subcategoryFromForm(form: FormData) {
  const values = subcategoryFormSchema.parse({ name: formText(form, 'name'), categoryId: formText(form, 'categoryId') });
  return { ...values, image: formFile(form, 'image') };
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
    ...['name_si', 'name_ta', 'description_si', 'description_ta'],
  ];
  const values = productInputSchema.parse(Object.fromEntries(fields.map((field) => [field, formText(form, field)])));
  const kept = form.has('existingImages')
    ? form.getAll('existingImages').filter((value): value is string => typeof value === 'string' && value !== '')
    : undefined;
  return { values, images: uploadedFiles(form, 'images'), existingImages: kept };
}
