'use client';

import { BanknoteIcon, CreditCardIcon, type IconComponent } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { useId } from 'react';

export type PaymentMethod = 'cod' | 'card';

// Labels and hints in `checkout.paymentMethod`: 'Cash on delivery' / 'Pay when your order arrives.', 'Card' / ...
const METHODS: { value: PaymentMethod; label: 'cod' | 'card'; hint: 'codHint' | 'cardHint'; Icon: IconComponent }[] = [
  { value: 'cod', label: 'cod', hint: 'codHint', Icon: BanknoteIcon },
  { value: 'card', label: 'card', hint: 'cardHint', Icon: CreditCardIcon },
];

type PaymentMethodFieldProps = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
};

/** How the shopper pays: cash on delivery (the default) or card, as radio buttons. */
export function PaymentMethodField({ value, onChange, disabled = false }: PaymentMethodFieldProps) {
  const t = useTranslations('checkout.paymentMethod');
  const id = useId();
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="text-lg font-semibold text-gray-900">{t('legend')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {METHODS.map(({ value: method, label, hint, Icon }) => {
          const checked = method === value;
          return (
            <label
              key={method}
              className={`flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-brand-700 has-[input:disabled]:cursor-not-allowed has-[input:disabled]:opacity-60 ${
                checked ? 'border-brand-700 bg-brand-50' : 'border-gray-200 bg-white hover:border-gray-300'
              }`}
            >
              <input
                type="radio"
                name={`${id}-payment`}
                value={method}
                checked={checked}
                onChange={() => onChange(method)}
                aria-describedby={`${id}-${method}-hint`}
                className="mt-1 size-4 shrink-0 accent-brand-700 focus-visible:outline-none"
              />
              <span className="space-y-0.5 text-sm">
                <span className="flex items-center gap-2 font-semibold text-gray-900">
                  <Icon aria-hidden className="size-4 text-gray-600" />
                  {t(label)}
                </span>
                <span id={`${id}-${method}-hint`} className="block text-gray-700">
                  {t(hint)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
