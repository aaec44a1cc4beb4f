'use client';

import { LoaderCircle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { TextArea } from '@/components/ui/text-area';
import { TextInput } from '@/components/ui/text-input';
import { buttonClassName } from '@/components/ui/button-styles';
import { formatRs, type Money, toDecimalText } from '@/lib/money';
import { REFUND_REASON_MAX, refundAmountProblem } from '@/lib/payments/refund-rules';
import { refundSchema } from '@/lib/payments/schemas';

type RefundValues = { amount: string; reason: string };
export type RefundRequest = { amount: Money; reason: string };

type RefundOrderFormProps = {
  orderId: string;
  paymentMethod: 'card' | 'cod';
  /** What is left to refund: the amount field's start and its limit. */
  left: Money;
  /** Makes the refund; resolves to the server's refusal, or null once made. */
  onRefund: (refund: RefundRequest) => Promise<string | null>;
  onCancel: () => void;
};

/**
 * The admin's refund of an order: the amount (what is left, to begin with) and a reason, checked with the server's
 * rules, then confirmed in a dialog that says where the money goes. A refusal shows under the amount.
 */
export function RefundOrderForm({ orderId, paymentMethod, left, onRefund, onCancel }: RefundOrderFormProps) {
  const t = useTranslations('admin.orders.refund');
  const tUi = useTranslations('ui');
  const locale = useLocale();
  const headingId = useId();
  const [confirming, setConfirming] = useState<RefundRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<RefundValues>({ defaultValues: { amount: toDecimalText(left), reason: '' } });

  useEffect(() => setFocus('amount'), [setFocus]);

  const check = handleSubmit((values) => {
    const parsed = refundSchema.safeParse({ orderId, amount: values.amount, reason: values.reason });
    if (!parsed.success) {
      for (const issue of [...parsed.error.issues].reverse()) {
        setError(issue.path[0] === 'reason' ? 'reason' : 'amount', { message: issue.message }, { shouldFocus: true });
      }
      return;
    }
    const amount = parsed.data.amount ?? left;
    const problem = refundAmountProblem(amount, left);
    if (problem) {
      setError('amount', { message: problem }, { shouldFocus: true });
      return;
    }
    setConfirming({ amount, reason: parsed.data.reason });
  });

  async function confirm() {
    if (!confirming) return;
    setBusy(true);
    const refusal = await onRefund(confirming);
    setBusy(false);
    setConfirming(null);
    if (refusal) setError('amount', { message: refusal }, { shouldFocus: true });
  }

  return (
    <form noValidate onSubmit={check} aria-labelledby={headingId} className="space-y-4 rounded-md border border-gray-200 bg-gray-50 p-4">
      <h3 id={headingId} className="text-base font-semibold text-gray-900">
        {t('heading')}
      </h3>
      <FormField label={t('amount')} error={errors.amount?.message} hint={t('amountHint', { amount: formatRs(left, locale) })}>
        {(control) => <TextInput {...control} type="text" inputMode="decimal" autoComplete="off" {...register('amount')} />}
      </FormField>
      <FormField label={t('reason')} error={errors.reason?.message} hint={t('reasonHint')}>
        {(control) => <TextArea {...control} rows={2} maxLength={REFUND_REASON_MAX} {...register('reason')} />}
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <button type="submit" disabled={busy} className={buttonClassName()}>
          {busy && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
          {t('submit')}
        </button>
        <button type="button" onClick={onCancel} disabled={busy} className={buttonClassName('secondary')}>
          {tUi('cancel')}
        </button>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        title={t('dialogTitle')}
        confirmLabel={confirming ? t('confirm', { amount: formatRs(confirming.amount, locale) }) : t('submit')}
        busyLabel={t('busy')}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {t(paymentMethod === 'card' ? 'cardText' : 'cashText', { amount: confirming ? formatRs(confirming.amount, locale) : '' })}
        </p>
      </ConfirmDialog>
    </form>
  );
}
