'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import type { Coupon } from '@/lib/coupons/types';
import { colomboDay } from '@/lib/coupons/expiry';
import { COUPON_CODE_TAKEN, type CouponInput, couponFormSchema, MAX_DESCRIPTION } from '@/lib/coupons/schemas';
import { apiFetch } from '@/lib/http/api-client';
import { CatalogueFormSection, FormActions } from './catalogue-form-section';
import { toastResult } from './catalogue-toast';

type CouponFormProps = {
  /** The coupon being edited; null to create one. The form is remounted (`key`) to switch. */
  editing: Coupon | null;
  /** Today in Colombo ('YYYY-MM-DD'): the earliest day the date picker offers. */
  today: string;
  /** Focus the code field once shown (after Edit or Cancel, not on page load). */
  focusOnMount: boolean;
  /** After the server saved the coupon. */
  onSaved: () => void;
  /** After the server answered 404: someone else deleted the coupon being edited. */
  onGone: () => void;
  onCancel: () => void;
};

const valuesOf = (coupon: Coupon | null) => ({
  code: coupon?.code ?? '',
  discountPercent: coupon ? String(coupon.discountPercent) : '',
  // The day the coupon ends on, in Colombo; sent back unchanged it keeps the saved expiry exactly.
  expiryDate: coupon ? colomboDay(coupon.expiryDate) : '',
  usageLimit: String(coupon?.usageLimit ?? 0),
  perShopperLimit: coupon?.perShopperLimit == null ? '' : String(coupon.perShopperLimit),
  description: coupon?.description ?? '',
});

/** Add Coupon / Edit Coupon: the shared rules (lib/coupons/schemas.ts) with the saved coupon's, then the API. */
export function CouponForm({ editing, today, focusOnMount, onSaved, onGone, onCancel }: CouponFormProps) {
  const schema = useMemo(() => couponFormSchema(editing && { expiryDate: editing.expiryDate, usedCount: editing.usedCount }), [editing]);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(schema), defaultValues: valuesOf(editing) });

  useEffect(() => {
    if (focusOnMount) setFocus('code');
    // Only when the form is shown: it is remounted for each switch between create and edit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = handleSubmit(async (values: CouponInput) => {
    const result = editing
      ? await apiFetch(`/api/coupon/update/${encodeURIComponent(editing.id)}`, { method: 'PUT', json: values })
      : await apiFetch('/api/coupon/create', { json: values });
    const ok = toastResult(result, {
      success: editing ? 'Coupon updated successfully!' : 'Coupon created successfully!',
      failure: 'Failed to save coupon',
    });
    if (ok) onSaved();
    else if (result.status === 404) onGone();
    else if (result.message === COUPON_CODE_TAKEN) setError('code', { message: COUPON_CODE_TAKEN }, { shouldFocus: true });
  });

  const usedSoFar = editing && editing.usedCount > 0 ? `Used ${editing.usedCount} times so far. ` : '';

  return (
    <CatalogueFormSection title={editing ? 'Edit Coupon' : 'Add Coupon'} editingName={editing?.code}>
      {(headingId) => (
        <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-2xl space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label="Coupon code" error={errors.code?.message} hint="3-40 letters, digits, - or _; saved in capitals.">
              {(control) => (
                <TextInput
                  {...control}
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  className="uppercase"
                  {...register('code')}
                />
              )}
            </FormField>
            <FormField label="Discount %" error={errors.discountPercent?.message} hint="A whole percent from 1 to 100.">
              {(control) => (
                <TextInput {...control} type="number" inputMode="numeric" min={1} max={100} step={1} {...register('discountPercent')} />
              )}
            </FormField>
            <FormField
              label="Expiry date"
              error={errors.expiryDate?.message}
              hint="Valid until the end of this day, Sri Lanka time."
            >
              {(control) => <TextInput {...control} type="date" min={today} {...register('expiryDate')} />}
            </FormField>
            <FormField label="Usage limit" error={errors.usageLimit?.message} hint={`${usedSoFar}0 = unlimited.`}>
              {(control) => (
                <TextInput {...control} type="number" inputMode="numeric" min={0} step={1} {...register('usageLimit')} />
              )}
            </FormField>
            <FormField
              label="Limit per shopper"
              error={errors.perShopperLimit?.message}
              hint="Uses one shopper may make; empty = no limit."
            >
              {(control) => (
                <TextInput {...control} type="number" inputMode="numeric" min={1} step={1} {...register('perShopperLimit')} />
              )}
            </FormField>
          </div>
          <FormField label="Description (optional)" error={errors.description?.message} hint={`Up to ${MAX_DESCRIPTION} characters.`}>
            {(control) => <TextArea {...control} rows={3} maxLength={MAX_DESCRIPTION} {...register('description')} />}
          </FormField>
          <FormActions
            editing={editing !== null}
            pending={isSubmitting}
            createLabel="Create Coupon"
            updateLabel="Update Coupon"
            onCancel={onCancel}
          />
        </form>
      )}
    </CatalogueFormSection>
  );
}
