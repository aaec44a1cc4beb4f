'use client';

import { ImageOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';

const actionClassName =
  'inline-flex flex-1 items-center justify-center gap-1.5 rounded-md border px-2 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

type CatalogueGridProps = {
  /** Names the list for screen readers, e.g. 'Categories'. */
  label: string;
  /** The screen's empty message, e.g. 'No categories found'. */
  emptyMessage: string;
  count: number;
  /** CatalogueCard items. */
  children: ReactNode;
};

/** The card grid of an admin catalogue screen: two columns on a phone, more as the screen widens. */
export function CatalogueGrid({ label, emptyMessage, count, children }: CatalogueGridProps) {
  if (count === 0) return <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{emptyMessage}</p>;
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {children}
    </ul>
  );
}

type CatalogueCardProps = {
  name: string;
  image: string | null | undefined;
  /** A line under the name: the parent category, the price. */
  detail?: ReactNode;
  /** The item is open in the form above. */
  editing?: boolean;
  /** Its delete is in flight. */
  busy?: boolean;
  onEdit: () => void;
  onDelete: () => void;
};

/** One item: its image, name and detail, with Edit (fills the form) and Delete (asks first). */
export function CatalogueCard({ name, image, detail, editing, busy, onEdit, onDelete }: CatalogueCardProps) {
  const t = useTranslations('admin.catalogue');
  return (
    <li
      className={`flex flex-col overflow-hidden rounded-lg border bg-white ${editing ? 'border-brand-700 ring-2 ring-brand-700/30' : 'border-gray-200'}`}
    >
      <div className="flex aspect-square items-center justify-center overflow-hidden bg-gray-100">
        {image ? (
          // Plain <img>: uploads (local disk or an S3 bucket) that next/image would need per-host configuration for.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={image} alt="" loading="lazy" width={300} height={300} className="size-full object-cover" />
        ) : (
          <ImageOff aria-hidden className="size-10 text-gray-400" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="min-w-0 flex-1">
          <h3 className="text-sm font-semibold break-words text-gray-900 sm:text-base">{name}</h3>
          {detail && <div className="mt-0.5 text-sm text-gray-700">{detail}</div>}
          {editing && (
            <p className="mt-1">
              <Badge tone="brand">{t('editing')}</Badge>
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            onClick={onEdit}
            disabled={busy}
            // Names the item: a page of cards has many Edit buttons. Starts with the visible label.
            aria-label={t('editLabel', { name })}
            className={`${actionClassName} border-gray-300 bg-white text-gray-900 hover:bg-gray-50`}
          >
            <Pencil aria-hidden className="size-4" />
            {t('edit')}
          </button>
          <button
            type="button"
            onClick={onDelete}
            disabled={busy}
            aria-label={t('deleteLabel', { name })}
            aria-haspopup="dialog"
            className={`${actionClassName} border-red-300 bg-white text-red-700 hover:bg-red-50`}
          >
            <Trash2 aria-hidden className="size-4" />
            {t('delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
