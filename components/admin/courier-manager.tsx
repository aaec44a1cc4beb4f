'use client';

import { Pencil, Trash2 } from 'lucide-react';
import { useRouter } from '@/lib/i18n/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import { DataTable } from '@/components/ui/data-table';
import { apiFetch } from '@/lib/http/api-client';
import type { Courier } from '@/lib/orders/types';
import { CourierForm } from './courier-form';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';

/**
 * Couriers: the add/edit form and the list the ship form offers, built as the Coupons screen is. The list is the
 * server's: after every change the page is refreshed (router.refresh), and a deleted courier is hidden at once
 * meanwhile.
 */
export function CourierManager({ couriers }: { couriers: Courier[] }) {
  const t = useTranslations('admin.couriers.list');
  const router = useRouter();
  const [editing, setEditing] = useState<Courier | null>(null);
  // A new key remounts the form: empty for adding, filled for the courier edited.
  const [form, setForm] = useState({ key: 0, focus: false });
  const [deletedIds, setDeletedIds] = useState<ReadonlySet<string>>(new Set());

  function showForm(courier: Courier | null, focus: boolean) {
    setEditing(courier);
    setForm((current) => ({ key: current.key + 1, focus }));
  }

  function afterChange() {
    showForm(null, false);
    router.refresh();
  }

  const deletion = useConfirmedDelete<Courier>({
    request: (courier) => apiFetch(`/api/couriers/${encodeURIComponent(courier.id)}`, { method: 'DELETE' }),
    texts: { success: t('deleted'), failure: t('deleteFailed') },
    onGone: (courier) => {
      if (editing?.id === courier.id) showForm(null, false);
      setDeletedIds((ids) => new Set(ids).add(courier.id));
      router.refresh();
    },
  });

  const shown = couriers.filter((courier) => !deletedIds.has(courier.id));

  return (
    <div className="space-y-8">
      <CourierForm
        key={form.key}
        editing={editing}
        focusOnMount={form.focus}
        onSaved={afterChange}
        onGone={afterChange}
        onCancel={() => showForm(null, true)}
      />

      <section aria-labelledby="courier-list-heading" className="space-y-4">
        <h2 id="courier-list-heading" className="text-lg font-semibold text-gray-900">
          {t('heading')}
        </h2>
        <CourierTable
          couriers={shown}
          editingId={editing?.id ?? null}
          busyId={deletion.busy ? (deletion.target?.id ?? null) : null}
          onEdit={(courier) => showForm(courier, true)}
          onDelete={deletion.ask}
        />
      </section>

      <DeleteDialog flow={deletion} title={t('deleteTitle')} confirmLabel={t('deleteConfirm')}>
        <p>
          {t.rich('deleteText', {
            name: deletion.target?.name ?? '',
            strong: (chunks) => <strong className="font-semibold text-gray-900">{chunks}</strong>,
          })}
        </p>
        <p>{t('deleteOrders')}</p>
      </DeleteDialog>
    </div>
  );
}

type CourierTableProps = {
  couriers: Courier[];
  editingId: string | null;
  /** The courier whose delete is in flight. */
  busyId: string | null;
  onEdit: (courier: Courier) => void;
  onDelete: (courier: Courier) => void;
};

/** 'All Couriers': one row per courier in the ship form's order, with Edit and Delete. */
export function CourierTable({ couriers, editingId, busyId, onEdit, onDelete }: CourierTableProps) {
  const t = useTranslations('admin.couriers.list');
  const tShared = useTranslations('admin.shared');
  if (couriers.length === 0) return <p className="text-gray-700">{t('empty')}</p>;
  const columns = [t('position'), tShared('name'), t('trackingUrl'), tShared('actions')];

  return (
    <DataTable id="couriers" caption={t('caption', { count: String(couriers.length) })} columns={columns}>
      {couriers.map((courier) => (
        <tr key={courier.id} className={courier.id === editingId ? 'bg-brand-50/50' : undefined}>
          <td className="px-4 py-3 whitespace-nowrap text-gray-700 tabular-nums">{courier.position}</td>
          <th scope="row" className="px-4 py-3 font-semibold text-gray-900">
            <span className="flex items-center gap-2">
              {courier.name}
              {courier.id === editingId && <Badge tone="brand">{tShared('editing')}</Badge>}
            </span>
          </th>
          <td className="px-4 py-3 break-all text-gray-700">{courier.trackingUrl ?? tShared('none')}</td>
          <td className="px-4 py-3">
            <div className="flex gap-2">
              <ActionButton onClick={() => onEdit(courier)} aria-label={tShared('editLabel', { name: courier.name })}>
                <Pencil aria-hidden className="size-4" />
                {tShared('edit')}
              </ActionButton>
              <ActionButton
                onClick={() => onDelete(courier)}
                aria-label={tShared('deleteLabel', { name: courier.name })}
                aria-haspopup="dialog"
                disabled={busyId === courier.id}
                tone="danger"
              >
                <Trash2 aria-hidden className="size-4" />
                {tShared('delete')}
              </ActionButton>
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
