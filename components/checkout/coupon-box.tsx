'use client';

import { TicketPercent, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type FormEvent, useId, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';
import { FormField } from '@/components/ui/form-field';
import { TextInput } from '@/components/ui/text-input';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { type CouponPreviewJson, couponPreviewFromJson } from '@/lib/orders/coupon-preview-json';
import type { CouponPreview } from '@/lib/orders/types';

type CouponBoxProps = {
  applied: CouponPreview | null;
  onApplied: (coupon: CouponPreview | null) => void;
  disabled?: boolean;
};

/**
 * The checkout's coupon: POST /api/coupon/apply prices the code against the server-side cart (nothing is counted
 * until the order is placed). 'Remove coupon' drops it.
 */
export function CouponBox({ applied, onApplied, disabled = false }: CouponBoxProps) {
  const t = useTranslations('checkout.coupon');
  const headingId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [applying, setApplying] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setError(t('enterCode'));
      input.current?.focus();
      return;
    }
    setError(undefined);
    setApplying(true);
    const result = await apiFetch<CouponPreviewJson>('/api/coupon/apply', { json: { couponCode } });
    setApplying(false);
    if (!result.ok || !result.data) {
      toast.error(resultMessage(result, { failed: t('invalid'), error: t('error') }));
      return;
    }
    toast.success(resultMessage(result, t('appliedToast')));
    setCode('');
    onApplied(couponPreviewFromJson(result.data));
  }

  function remove() {
    onApplied(null);
    toast.success(t('removedToast'));
    // The code field replaces the button that had focus.
    requestAnimationFrame(() => input.current?.focus());
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="flex items-center gap-2 text-base font-semibold text-gray-900">
        <TicketPercent aria-hidden className="size-5 text-brand-700" />
        {t('heading')}
      </h2>
      {applied ? (
        <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border border-brand-700/30 bg-brand-50 px-3 py-2 text-sm">
          <p className="text-brand-800">
            {t.rich('applied', {
              code: applied.code,
              percent: applied.discountPercent,
              strong: (chunks) => <span className="font-semibold">{chunks}</span>,
            })}
          </p>
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className="inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium whitespace-nowrap text-gray-800 hover:bg-white disabled:opacity-50"
          >
            <X aria-hidden className="size-4" />
            {t('remove')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={(event) => void apply(event)} className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <FormField label={t('label')} error={error}>
              {(control) => (
                <TextInput
                  {...control}
                  ref={input}
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    if (error) setError(undefined);
                  }}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={40}
                  disabled={disabled}
                />
              )}
            </FormField>
          </div>
          <button type="submit" disabled={disabled || applying} className={`${buttonClassName('secondary')} mt-7 shrink-0`}>
            {applying ? t('applying') : t('apply')}
          </button>
        </form>
      )}
    </section>
  );
}
