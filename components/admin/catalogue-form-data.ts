import { toDecimalText } from '@/lib/money';
import type { ProductFormValues } from './details-rows';

/** The multipart bodies of the admin catalogue calls (create and update), built from checked form values. */

export function categoryFormData(values: { name: string; name_si?: string; name_ta?: string }, image: File | undefined): FormData {
  const form = new FormData();
  form.set('name', values.name);
  // Both translations are sent: a blank one clears it, and the shop shows the English name.
  form.set('name_si', values.name_si ?? '');
  form.set('name_ta', values.name_ta ?? '');
  if (image) form.set('image', image);
  return form;
}

export function subcategoryFormData(values: Parameters<typeof categoryFormData>[0] & { categoryId: string }, image: File | undefined): FormData {
  const form = categoryFormData(values, image);
  form.set('categoryId', values.categoryId);
  return form;
}

/**
 * `keptImages` (update only) are the current image URLs to keep, in order: the server removes the others. An
 * empty list is sent as one empty value, which the API reads as "keep none" (no value at all would keep every
 * image).
 */
export function productFormData(
  values: ProductFormValues,
  images: { added: readonly File[]; keptImages?: readonly string[] },
): FormData {
  const form = new FormData();
  form.set('name', values.name);
  form.set('categoryId', values.categoryId);
  form.set('sub_categoryId', values.subcategoryId ?? '');
  form.set('unit', values.unit);
  form.set('stock', String(values.stock));
  form.set('price', toDecimalText(values.price));
  form.set('discount', String(values.discount));
  form.set('description', values.description);
  form.set('more_Details', JSON.stringify(values.details));
  // Every translation is sent: a blank one clears it, and the product shows the English text.
  for (const field of ['name_si', 'name_ta', 'description_si', 'description_ta'] as const) form.set(field, values[field] ?? '');
  if (values.status) form.set('status', values.status);
  if (images.keptImages) {
    if (images.keptImages.length === 0) form.append('existingImages', '');
    for (const url of images.keptImages) form.append('existingImages', url);
  }
  for (const file of images.added) form.append('images', file);
  return form;
}
