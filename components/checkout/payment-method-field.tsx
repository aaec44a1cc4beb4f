'use client';

import { Banknote, CreditCard } from 'lucide-react';
import { useId } from 'react';

export type PaymentMethod = 'cod' | 'card';

const METHODS: { value: PaymentMethod; label: string; hint: string; Icon: typeof Banknote }[] = [
  { value: 'cod', label: 'Cash on delivery', hint: 'Pay when your order arrives.', Icon: Banknote },
  { value: 'card', label: 'Card', hint: 'Pay now by debit or credit card.', Icon: CreditCard },
];

type PaymentMethodFieldProps = {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
};

/** How the shopper pays: cash on delivery (the default) or card, as radio buttons. */
export function PaymentMethodField({ value, onChange, disabled = false }: PaymentMethodFieldProps) {
  const id = useId();
  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="text-lg font-semibold text-gray-900">Payment method</legend>
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
                  {label}
                </span>
                <span id={`${id}-${method}-hint`} className="block text-gray-700">
                  {hint}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
