'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from 'next-intl';
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
  const t = useTranslations('admin.coupons');
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
      success: editing ? t('form.updated') : t('form.created'),
      failure: t('form.saveFailed'),
    });
    if (ok) onSaved();
    else if (result.status === 404) onGone();
    else if (result.message === COUPON_CODE_TAKEN) setError('code', { message: COUPON_CODE_TAKEN }, { shouldFocus: true });
  });

  const usageHint = editing && editing.usedCount > 0 ? t('form.usageHintUsed', { count: editing.usedCount }) : t('form.usageHint');

  return (
    <CatalogueFormSection title={editing ? t('edit') : t('add')} editingName={editing?.code}>
      {(headingId) => (
        <form noValidate onSubmit={save} aria-labelledby={headingId} className="max-w-2xl space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={t('form.code')} error={errors.code?.message} hint={t('form.codeHint')}>
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
            <FormField label={t('form.discount')} error={errors.discountPercent?.message} hint={t('form.discountHint')}>
              {(control) => (
                <TextInput {...control} type="number" inputMode="numeric" min={1} max={100} step={1} {...register('discountPercent')} />
              )}
            </FormField>
            <FormField label={t('form.expiry')} error={errors.expiryDate?.message} hint={t('form.expiryHint')}>
              {(control) => <TextInput {...control} type="date" min={today} {...register('expiryDate')} />}
            </FormField>
            <FormField label={t('form.usageLimit')} error={errors.usageLimit?.message} hint={usageHint}>
              {(control) => (
                <TextInput {...control} type="number" inputMode="numeric" min={0} step={1} {...register('usageLimit')} />
              )}
            </FormField>
            <FormField label={t('form.perShopper')} error={errors.perShopperLimit?.message} hint={t('form.perShopperHint')}>
              {(control) => (
                <TextInput {...control} type="number" inputMode="numeric" min={1} step={1} {...register('perShopperLimit')} />
              )}
            </FormField>
          </div>
          <FormField label={t('form.description')} error={errors.description?.message} hint={t('form.descriptionHint', { max: MAX_DESCRIPTION })}>
            {(control) => <TextArea {...control} rows={3} maxLength={MAX_DESCRIPTION} {...register('description')} />}
          </FormField>
          <FormActions
            editing={editing !== null}
            pending={isSubmitting}
            createLabel={t('form.create')}
            updateLabel={t('form.update')}
            onCancel={onCancel}
          />
        </form>
      )}
    </CatalogueFormSection>
  );
}
