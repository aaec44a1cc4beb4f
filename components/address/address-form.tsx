'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { RequiredFieldsAlert, useRequiredFields } from '@/components/ui/required-fields';
import { TextInput } from '@/components/ui/text-input';
import { type AddressJson, addressFromJson } from '@/lib/addresses/address-json';
import { type AddressFields, addressFieldsSchema, type AddressFormInput, FILL_ALL_FIELDS } from '@/lib/addresses/schemas';
import type { Address } from '@/lib/addresses/types';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { addressProblem } from './address-text';

type AddressFormProps = {
  /** Called with the saved address. */
  onAdded: (address: Address) => void;
  /** Absent when the form is the only way forward (no saved address yet). */
  onCancel?: () => void;
  /** Focus the first field on opening: when the shopper asked for the form, not when a page starts with it. */
  autoFocus?: boolean;
};

type TextField = Exclude<keyof AddressFormInput, 'default'>;

// Each field's label is `address.form.fields.<name>` ('Full name', 'Mobile', ...).
const FIELDS: { name: TextField; autoComplete: string; inputMode?: 'tel' | 'numeric' }[] = [
  { name: 'name', autoComplete: 'name' },
  { name: 'mobile', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'address_line', autoComplete: 'street-address' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
  { name: 'country', autoComplete: 'country-name' },
];

const EMPTY: AddressFormInput = {
  name: '',
  mobile: '',
  address_line: '',
  city: '',
  state: '',
  pincode: '',
  country: 'Sri Lanka',
  default: false,
};

/**
 * 'Add new address': the seven address fields, checked with the schema the server uses. Empty fields are
 * marked and named once by 'Please fill all fields'; other problems (a mobile number that is not one, text too
 * long) are shown under their field. Saves through POST /api/address/create.
 */
export function AddressForm({ onAdded, onCancel, autoFocus = false }: AddressFormProps) {
  const t = useTranslations('address.form');
  const ids = { heading: useId(), isDefault: useId() };
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormInput, unknown, AddressFields>({ resolver: zodResolver(addressFieldsSchema), defaultValues: EMPTY });

  useEffect(() => {
    if (autoFocus) setFocus('name');
  }, [autoFocus, setFocus]);

  const requiredFields = useRequiredFields(errors, FILL_ALL_FIELDS);
  // The schema's English message, in the shopper's language when it is one the form knows.
  const problemText = (field: TextField, message: string | undefined) => {
    const problem = addressProblem(message);
    return problem ? t(problem.key, { max: problem.max, field: t(`limitNames.${field}`) }) : message;
  };

  const save = handleSubmit(async (input) => {
    const result = await apiFetch<AddressJson>('/api/address/create', { json: input });
    if (!result.ok || !result.data) {
      toast.error(resultMessage(result, { failed: t('failed'), error: t('error') }));
      return;
    }
    toast.success(resultMessage(result, t('added')));
    onAdded(addressFromJson(result.data));
  });

  return (
    <form
      noValidate
      onSubmit={save}
      aria-labelledby={ids.heading}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-5"
    >
      <h3 id={ids.heading} className="text-base font-semibold text-gray-900">
        {t('heading')}
      </h3>
      <RequiredFieldsAlert requiredFields={requiredFields} />
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const { error, missingAlertId } = requiredFields.fieldProps(errors[field.name]);
          return (
            <div key={field.name} className={field.name === 'address_line' ? 'sm:col-span-2' : undefined}>
              <FormField label={t(`fields.${field.name}`)} error={problemText(field.name, error)} missingAlertId={missingAlertId}>
                {(control) => (
                  <TextInput
                    {...control}
                    {...register(field.name)}
                    autoComplete={field.autoComplete}
                    inputMode={field.inputMode}
                    required
                  />
                )}
              </FormField>
            </div>
          );
        })}
      </div>
      <div className="flex items-center gap-2">
        <input
          id={ids.isDefault}
          type="checkbox"
          {...register('default')}
          className="size-4 rounded border-gray-300 accent-brand-700"
        />
        <label htmlFor={ids.isDefault} className="text-sm text-gray-900">
          {t('makeDefault')}
        </label>
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <button type="button" onClick={onCancel} disabled={isSubmitting} className={buttonClassName('secondary')}>
            {t('cancel')}
          </button>
        ) : null}
        <button type="submit" disabled={isSubmitting} className={buttonClassName()}>
          {isSubmitting ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
