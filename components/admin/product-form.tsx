'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { type FieldErrors, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { FormField } from '@/components/ui/form-field';
import { SelectInput } from '@/components/ui/select-input';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { type ProductTranslations, TRANSLATED_LOCALES, type TranslatedLocale } from '@/lib/catalog/translations';
import type { Category, Product, Subcategory } from '@/lib/catalog/types';
import { apiFetch } from '@/lib/http/api-client';
import { MAX_PRODUCT_IMAGES } from '@/lib/catalog/schemas';
import { toRupees } from '@/lib/money';
import { productFormData } from './catalogue-form-data';
import { CategoryOptions } from './category-options';
import { FormActions } from './catalogue-form-section';
import { toastResult } from './catalogue-toast';
import { detailsToRows, type ProductFormFields, productFormFieldsSchema } from './details-rows';
import { ImagePicker, useImagePicker } from './image-picker';
import { uploadCountProblem } from './image-selection';
import { TranslatedWordsFields } from './translated-words-fields';

type ProductFormProps = {
  categories: Category[];
  subcategories: Subcategory[];
  /** The product being edited, or null to create one. The owner remounts the form (key) to switch. */
  product: Product | null;
  /** Put the cursor in the name field on mounting (after Edit or Cancel, not on the page's first load). */
  focusOnMount: boolean;
  onSaved: () => void;
  onCancel: () => void;
  /** The product was deleted meanwhile (404). */
  onMissing: () => void;
  /** The id of the heading that names the form. */
  labelledBy: string;
};

function valuesOf(product: Product | null): ProductFormFields {
  if (!product) {
    return { name: '', categoryId: '', subcategoryId: '', unit: '', stock: '', price: '', discount: '', description: '', details: [], status: 'published', ...translatedValues({}) };
  }
  return {
    name: product.name,
    categoryId: product.category.id,
    subcategoryId: product.subcategory?.id ?? '',
    unit: product.unit,
    stock: String(product.stock),
    price: String(toRupees(product.price)),
    discount: product.discount ? String(product.discount) : '',
    description: product.description,
    details: detailsToRows(product.details),
    status: product.status,
    ...translatedValues(product.translations),
  };
}

/** The Sinhala and Tamil fields as the form edits them: '' where none is written. */
function translatedValues(translations: ProductTranslations) {
  return {
    name_si: translations.si?.name ?? '',
    description_si: translations.si?.description ?? '',
    name_ta: translations.ta?.name ?? '',
    description_ta: translations.ta?.description ?? '',
  };
}

/**
 * The product create/edit form: name, category, subcategory (optional, limited to the chosen category), unit,
 * stock, price, discount and description (optional), extra details as name/value rows, and up to five images
 * (saved ones can be removed one by one or put in order, new ones added), and the status (published or draft).
 * Checked with the shared product schema.
 */
export function ProductForm({
  categories,
  subcategories,
  product,
  focusOnMount,
  onSaved,
  onCancel,
  onMissing,
  labelledBy,
}: ProductFormProps) {
  const t = useTranslations('admin.products.form');
  const tImages = useTranslations('admin.images');
  const picker = useImagePicker('multiple', product?.images ?? []);
  const [language, setLanguage] = useState<TranslatedLocale>('si');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(productFormFieldsSchema), defaultValues: valuesOf(product) });
  const details = useFieldArray({ control, name: 'details' });
  const categoryId = useWatch({ control, name: 'categoryId' });
  const choices = categoryId ? subcategories.filter((subcategory) => subcategory.category.id === categoryId) : [];

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const imagesOk = () => {
    const problem = uploadCountProblem(picker.count, MAX_PRODUCT_IMAGES, tImages('tooManyImages', { max: MAX_PRODUCT_IMAGES }));
    picker.setMessage(problem);
    if (problem) toast.error(problem);
    return problem === null;
  };

  // A refused Sinhala or Tamil field is shown: its language's tab opens before the form puts the cursor on it.
  const showInvalid = (invalid: FieldErrors<ProductFormFields>) => {
    const refused = TRANSLATED_LOCALES.find((locale) => invalid[`name_${locale}`] || invalid[`description_${locale}`]);
    if (!invalid.name && !invalid.description && refused) setLanguage(refused);
    imagesOk();
  };

  const save = handleSubmit(async (values) => {
    if (!imagesOk()) return;
    const form = productFormData(values, {
      added: picker.added.map((image) => image.file),
      keptImages: product ? picker.existing : undefined,
    });
    const result = product
      ? await apiFetch(`/api/products/update/${encodeURIComponent(product.id)}`, { method: 'PUT', form })
      : await apiFetch('/api/products/create', { form });
    const ok = toastResult(result, {
      success: product ? t('updated') : t('created'),
      failure: t('saveFailed'),
    });
    if (ok) onSaved();
    else if (result.status === 404) onMissing();
  }, showInvalid);

  const detailsError = (errors.details as { message?: string } | undefined)?.message;

  return (
    <form noValidate onSubmit={save} aria-labelledby={labelledBy} className="space-y-5">
      <FormField label={t('name')} error={errors.name?.message}>
        {(control) => <TextInput {...control} type="text" autoComplete="off" {...register('name')} />}
      </FormField>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('category')} error={errors.categoryId?.message}>
          {(control) => (
            <SelectInput
              {...control}
              {...register('categoryId', {
                // Another category: the chosen subcategory belonged to the old one.
                onChange: () => setValue('subcategoryId', ''),
              })}
            >
              <CategoryOptions categories={categories} />
            </SelectInput>
          )}
        </FormField>
        <FormField
          label={t('subcategory')}
          error={errors.subcategoryId?.message}
          hint={!categoryId ? t('chooseCategoryFirst') : choices.length === 0 ? t('noSubcategories') : undefined}
        >
          {(control) => (
            <SelectInput {...control} {...register('subcategoryId')} disabled={choices.length === 0}>
              <option value="">{t('noSubcategory')}</option>
              {choices.map((subcategory) => (
                <option key={subcategory.id} value={subcategory.id}>
                  {subcategory.name}
                </option>
              ))}
            </SelectInput>
          )}
        </FormField>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('unit')} error={errors.unit?.message} hint={t('unitHint')}>
          {(control) => <TextInput {...control} type="text" autoComplete="off" {...register('unit')} />}
        </FormField>
        <FormField label={t('stock')} error={errors.stock?.message}>
          {(control) => <TextInput {...control} type="number" inputMode="numeric" min={0} step={1} {...register('stock')} />}
        </FormField>
        <FormField label={t('price')} error={errors.price?.message}>
          {(control) => <TextInput {...control} type="number" inputMode="decimal" min={0} step={0.01} {...register('price')} />}
        </FormField>
        <FormField label={t('discount')} error={errors.discount?.message}>
          {(control) => <TextInput {...control} type="number" inputMode="numeric" min={0} max={100} step={1} {...register('discount')} />}
        </FormField>
      </div>

      <FormField
        label={t('status')}
        error={errors.status?.message}
        hint={t('statusHint')}
      >
        {(control) => (
          <SelectInput {...control} {...register('status')}>
            <option value="published">{t('published')}</option>
            <option value="draft">{t('draft')}</option>
          </SelectInput>
        )}
      </FormField>

      <FormField label={t('description')} error={errors.description?.message}>
        {(control) => <TextArea {...control} rows={4} {...register('description')} />}
      </FormField>

      <TranslatedWordsFields register={register} errors={errors} language={language} onLanguage={setLanguage} />

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-gray-900">{t('details')}</legend>
        <p className="text-xs text-gray-600">{t('detailsHint')}</p>
        {details.fields.length > 0 && (
          <ol className="space-y-3">
            {details.fields.map((field, index) => {
              const rowErrors = errors.details?.[index];
              const keyError = rowErrors?.key?.message;
              return (
                <li key={field.id} className="space-y-1">
                  <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-start gap-2">
                    <label className="sr-only" htmlFor={`detail-${field.id}-key`}>
                      {t('detailName', { index: index + 1 })}
                    </label>
                    <TextInput
                      id={`detail-${field.id}-key`}
                      placeholder={t('namePlaceholder')}
                      aria-invalid={keyError ? true : undefined}
                      aria-describedby={keyError ? `detail-${field.id}-error` : undefined}
                      {...register(`details.${index}.key`)}
                    />
                    <label className="sr-only" htmlFor={`detail-${field.id}-value`}>
                      {t('detailValue', { index: index + 1 })}
                    </label>
                    <TextInput
                      id={`detail-${field.id}-value`}
                      placeholder={t('valuePlaceholder')}
                      {...register(`details.${index}.value`)}
                    />
                    <button
                      type="button"
                      onClick={() => details.remove(index)}
                      aria-label={t('removeDetailLabel', { index: index + 1 })}
                      title={t('removeDetail')}
                      className="inline-flex size-10.5 shrink-0 items-center justify-center rounded-md border border-gray-300 bg-white text-gray-700 hover:bg-red-50 hover:text-red-700"
                    >
                      <Trash2 aria-hidden className="size-4" />
                    </button>
                  </div>
                  {keyError && (
                    <p id={`detail-${field.id}-error`} className="text-sm text-red-700">
                      {keyError}
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {detailsError && <p className="text-sm text-red-700">{detailsError}</p>}
        <button
          type="button"
          onClick={() => details.append({ key: '', value: '' }, { focusName: `details.${details.fields.length}.key` })}
          className="inline-flex items-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50"
        >
          <Plus aria-hidden className="size-4" />
          {t('addDetail')}
        </button>
      </fieldset>

      <ImagePicker picker={picker} label={t('images')} disabled={isSubmitting} />

      <FormActions
        editing={product !== null}
        pending={isSubmitting}
        createLabel={t('create')}
        updateLabel={t('update')}
        onCancel={onCancel}
      />
    </form>
  );
}
