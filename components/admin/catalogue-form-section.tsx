'use client';

import { LoaderCircle } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';

type CatalogueFormSectionProps = {
  /** 'Add Category' or 'Edit Category'. */
  title: string;
  /** The name of the item being edited; absent in create mode. */
  editingName?: string;
  children: (headingId: string) => ReactNode;
};

/** The one place of a screen's create/edit form, headed by what it does now. */
export function CatalogueFormSection({ title, editingName, children }: CatalogueFormSectionProps) {
  const headingId = useId();
  const t = useTranslations('admin.catalogue');
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id={headingId} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      {editingName && <p className="mt-1 text-sm break-words text-gray-700">{t('changing', { name: editingName })}</p>}
      <div className="mt-4">{children(headingId)}</div>
    </section>
  );
}

type FormActionsProps = {
  editing: boolean;
  pending: boolean;
  /** 'Create Category' / 'Update Category'. */
  createLabel: string;
  updateLabel: string;
  /** Back to create mode, with an empty form. */
  onCancel: () => void;
};

/** Save (busy while the call is in flight) and, in edit mode, Cancel. */
export function FormActions({ editing, pending, createLabel, updateLabel, onCancel }: FormActionsProps) {
  const t = useTranslations('admin.catalogue');
  const tUi = useTranslations('ui');
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button type="submit" disabled={pending} className={buttonClassName()}>
        {pending && <LoaderCircle aria-hidden className="size-4 motion-safe:animate-spin" />}
        {pending ? t('saving') : editing ? updateLabel : createLabel}
      </button>
      {editing && (
        <button type="button" onClick={onCancel} disabled={pending} className={buttonClassName('secondary')}>
          {tUi('cancel')}
        </button>
      )}
    </div>
  );
}

/**
 * Moves focus once the next render is on screen (after Edit fills the form, or Cancel empties it): focusing in
 * the click handler itself would act on the form before react-hook-form has applied the reset.
 */
export function useFocusAfterRender(focus: () => void): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) focus();
    // Only a new request moves focus; `focus` may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  return () => setRequest((count) => count + 1);
}
