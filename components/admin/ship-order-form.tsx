'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { SelectInput } from '@/components/ui/select-input';
import { TextInput } from '@/components/ui/text-input';
import { buttonClassName } from '@/components/ui/button-styles';
import {
  COURIER_NAME_MESSAGE,
  COURIER_REQUIRED,
  listedCourier,
  MAX_COURIER_NAME,
  MAX_TRACKING_NUMBER,
  TRACKING_NUMBER_MESSAGE,
  TRACKING_NUMBER_REQUIRED,
} from '@/lib/orders/fulfilment';
import { shipmentSchema } from '@/lib/orders/schemas';
import type { Courier, Order } from '@/lib/orders/types';

/** The select's choice for a courier not on the list; never a courier's id. */
const OTHER = 'other';

type ShipValues = { choice: string; otherCourier: string; trackingNumber: string };
export type Shipment = { courier: string; tracking_number: string };

type ShipOrderFormProps = {
  couriers: Courier[];
  /** The order's courier and tracking number when they are being corrected. */
  order: Pick<Order, 'courier' | 'trackingNumber'>;
  /** Saves the shipment; resolves to the server's refusal, or null once saved. */
  onShip: (shipment: Shipment) => Promise<string | null>;
  onCancel: () => void;
};

/** The field a refusal of updateOrder or shipmentSchema is about, if any. */
function fieldOf(message: string): 'courier' | 'trackingNumber' | null {
  if (message === COURIER_REQUIRED || message === COURIER_NAME_MESSAGE) return 'courier';
  if (message === TRACKING_NUMBER_REQUIRED || message === TRACKING_NUMBER_MESSAGE) return 'trackingNumber';
  return null;
}

/** The form's start: the order's courier selected when listed (any letter case), else typed under "Other". */
export function shipFormValues(couriers: Courier[], order: ShipOrderFormProps['order']): ShipValues {
  const listed = listedCourier(couriers, order.courier);
  return {
    choice: listed?.id ?? (order.courier ? OTHER : ''),
    otherCourier: listed || !order.courier ? '' : order.courier,
    trackingNumber: order.trackingNumber ?? '',
  };
}

/**
 * Shipping an order: a courier of the admin's list or another typed under "Other", and the tracking number. Checked
 * with the server's own rules (shipmentSchema) before sending; a refusal about a field shows under it.
 */
export function ShipOrderForm({ couriers, order, onShip, onCancel }: ShipOrderFormProps) {
  const t = useTranslations('admin.orders.ship');
  const tShipment = useTranslations('orders.shipment');
  const tShared = useTranslations('admin.shared');
  const tUi = useTranslations('ui');
  const headingId = useId();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control: formControl,
    formState: { errors, isSubmitting },
  } = useForm<ShipValues>({ defaultValues: shipFormValues(couriers, order) });
  const other = useWatch({ control: formControl, name: 'choice' }) === OTHER;
  const courierField = other ? 'otherCourier' : 'choice';

  useEffect(() => setFocus('choice'), [setFocus]);

  const save = handleSubmit(async (values) => {
    const courier = other ? values.otherCourier : (couriers.find((listed) => listed.id === values.choice)?.name ?? '');
    const parsed = shipmentSchema.safeParse({ courier, tracking_number: values.trackingNumber });
    const problems = parsed.success ? [await onShip(parsed.data)] : parsed.error.issues.map((issue) => issue.message);
    // In reverse, so the first field with a problem ends up focused.
    for (const message of problems.filter((problem) => problem !== null).reverse()) {
      const field = fieldOf(message);
      if (field) setError(field === 'courier' ? courierField : field, { message }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={save} aria-labelledby={headingId} className="space-y-4 rounded-md border border-gray-200 bg-gray-50 p-4">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('heading')}
      </h3>
      <FormField label={tShipment('courier')} error={other ? undefined : errors.choice?.message}>
        {(control) => (
          <SelectInput {...control} {...register('choice')}>
            <option value="">{t('chooseCourier')}</option>
            {couriers.map((courier) => (
              <option key={courier.id} value={courier.id}>
                {courier.name}
              </option>
            ))}
            <option value={OTHER}>{t('other')}</option>
          </SelectInput>
        )}
      </FormField>
      {other && (
        <FormField label={t('courierName')} error={errors.otherCourier?.message} hint={t('courierNameHint')}>
          {(control) => <TextInput {...control} type="text" autoComplete="off" maxLength={MAX_COURIER_NAME} {...register('otherCourier')} />}
        </FormField>
      )}
      <FormField label={tShipment('trackingNumber')} error={errors.trackingNumber?.message} hint={t('trackingHint')}>
        {(control) => (
          <TextInput
            {...control}
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={MAX_TRACKING_NUMBER}
            {...register('trackingNumber')}
          />
        )}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={isSubmitting} className={buttonClassName()}>
          {isSubmitting && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
          {isSubmitting ? tShared('saving') : t('markShipped')}
        </button>
        <button type="button" onClick={onCancel} disabled={isSubmitting} className={buttonClassName('secondary')}>
          {tUi('cancel')}
        </button>
      </div>
    </form>
  );
}
