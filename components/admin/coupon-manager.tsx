'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { useState } from 'react';
import type { Coupon } from '@/lib/coupons/types';
import { colomboDay } from '@/lib/coupons/expiry';
import { apiFetch } from '@/lib/http/api-client';
import { CouponForm } from './coupon-form';
import { CouponTable, expiryDay } from './coupon-table';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

type CouponManagerProps = {
  /** Every coupon, newest first, as the page read them on the server. */
  coupons: Coupon[];
  /** When the page read them (ISO): expired coupons are marked as of then, and the date picker starts that day. */
  now: Date;
};

/**
 * Coupons: the create/edit form and the 'All Coupons' table. The list is the server's: after every change the page
 * is refreshed (router.refresh), and a deleted coupon is hidden at once meanwhile.
 */
export function CouponManager({ coupons, now }: CouponManagerProps) {
  const router = useRouter();
  const t = useTranslations('admin.coupons');
  const locale = useLocale();
  const [editing, setEditing] = useState<Coupon | null>(null);
  // A new key remounts the form: empty for create, filled for the coupon edited.
  const [form, setForm] = useState({ key: 0, focus: false });
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());

  function showForm(coupon: Coupon | null, focus: boolean) {
    setEditing(coupon);
    setForm((current) => ({ key: current.key + 1, focus }));
  }

  const deletion = useConfirmedDelete<Coupon>({
    request: (coupon) => apiFetch(`/api/coupon/delete/${encodeURIComponent(coupon.id)}`, { method: 'DELETE' }),
    texts: { success: t('deleted'), failure: t('deleteFailed') },
    onGone: (coupon) => {
      if (editing?.id === coupon.id) showForm(null, false);
      setDeletedIds((ids) => new Set(ids).add(coupon.id));
      router.refresh();
    },
  });

  const shown = coupons.filter((coupon) => !deletedIds.has(coupon.id));

  return (
    <div className="space-y-8">
      <CouponForm
        key={form.key}
        editing={editing}
        today={colomboDay(now)}
        focusOnMount={form.focus}
        onSaved={() => {
          showForm(null, false);
          router.refresh();
        }}
        onGone={() => {
          showForm(null, false);
          router.refresh();
        }}
        onCancel={() => showForm(null, true)}
      />

      <section aria-labelledby="coupon-list-heading" className="space-y-4">
        <h2 id="coupon-list-heading" className="text-lg font-semibold text-gray-900">
          {t('all')}
        </h2>
        <CouponTable
          coupons={shown}
          now={now}
          editingId={editing?.id ?? null}
          busyId={deletion.busy ? (deletion.target?.id ?? null) : null}
          onEdit={(coupon) => showForm(coupon, true)}
          onDelete={deletion.ask}
        />
      </section>

      <DeleteDialog flow={deletion} title={t('deleteTitle')} confirmLabel={t('deleteConfirm')}>
        <p>
          {t.rich('deleteWarning', {
            code: deletion.target?.code ?? '',
            terms: deletion.target
              ? t('deleteTerms', { percent: deletion.target.discountPercent, date: expiryDay(deletion.target.expiryDate, locale) })
              : '',
            b: (chunks) => <strong className="font-mono font-semibold text-gray-900">{chunks}</strong>,
          })}
        </p>
        <p>{t('deleteKeep')}</p>
      </DeleteDialog>
    </div>
  );
}
