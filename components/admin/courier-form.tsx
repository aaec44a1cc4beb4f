'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { MAX_COURIER_NAME, TRACKING_PLACEHOLDER } from '@/lib/orders/fulfilment';
import { COURIER_NAME_TAKEN, type CourierInput, courierSchema } from '@/lib/orders/schemas';
import type { Courier } from '@/lib/orders/types';
import { CatalogueFormSection, FormActions } from './catalogue-form-section';
import { toastResult } from './catalogue-toast';

type CourierFormProps = {
  /** The courier being edited; null to add one. The form is remounted (`key`) to switch. */
  editing: Courier | null;
  /** Focus the name field once shown (after Edit or Cancel, not on page load). */
  focusOnMount: boolean;
  /** After the server saved the courier. */
  onSaved: () => void;
  /** After the server answered 404: someone else deleted the courier being edited. */
  onGone: () => void;
  onCancel: () => void;
};

const valuesOf = (courier: Courier | null) => ({
  name: courier?.name ?? '',
  trackingUrl: courier?.trackingUrl ?? '',
  position: courier ? String(courier.position) : '',
});

/** Add Courier / Edit Courier: the shared rules (lib/orders/schemas.ts), then the API. */
export function CourierForm({ editing, focusOnMount, onSaved, onGone, onCancel }: CourierFormProps) {
  const t = useTranslations('admin.couriers.form');
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(courierSchema), defaultValues: valuesOf(editing) });

  useEffect(() => {
    if (focusOnMount) setFocus('name');
    // Only when the form is shown: it is remounted for each switch between add and edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = handleSubmit(async (values: CourierInput) => {
    const result = editing
      ? await apiFetch(`/api/couriers/${encodeURIComponent(editing.id)}`, { method: 'PUT', json: values })
      : await apiFetch('/api/couriers', { json: values });
    const ok = toastResult(result, { success: t(editing ? 'updated' : 'added'), failure: t('saveFailed') });
    if (ok) onSaved();
    else if (result.status === 404) onGone();
    else if (result.message === COURIER_NAME_TAKEN) setError('name', { message: COURIER_NAME_TAKEN }, { shouldFocus: true });
  });

  return (
    <CatalogueFormSection title={t(editing ? 'editTitle' : 'addTitle')} editingName={editing?.name}>
      {(headingId) => (
        <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-2xl space-y-5">
          <div className="grid gap-5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <FormField label={t('name')} error={errors.name?.message}>
              {(control) => <TextInput {...control} type="text" autoComplete="off" maxLength={MAX_COURIER_NAME} {...register('name')} />}
            </FormField>
            <FormField
              label={t('position')}
              error={errors.position?.message}
              hint={t(editing ? 'positionHintEdit' : 'positionHintAdd')}
            >
              {(control) => <TextInput {...control} type="number" inputMode="numeric" min={0} max={9999} step={1} {...register('position')} />}
            </FormField>
          </div>
          <FormField
            label={t('trackingUrl')}
            error={errors.trackingUrl?.message}
            hint={t('trackingUrlHint', { placeholder: TRACKING_PLACEHOLDER })}
          >
            {(control) => <TextInput {...control} type="url" autoComplete="off" maxLength={300} spellCheck={false} {...register('trackingUrl')} />}
          </FormField>
          <FormActions editing={editing !== null} pending={isSubmitting} createLabel={t('create')} updateLabel={t('update')} onCancel={onCancel} />
        </form>
      )}
    </CatalogueFormSection>
  );
}
